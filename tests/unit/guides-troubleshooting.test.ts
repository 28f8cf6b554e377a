// The troubleshooting guide (BEHAVIOUR.md, CLI facts): every entry is a ### heading with a code block directly under
// it that quotes what the CLI prints for that case, marked with the scenario it was captured from (cli="…") or with
// the reason it is quoted from the CLI's code (cli-dist="…"); tests/unit/cli-quotes.test.ts compares each line with
// the capture or the code. The page has at least 15 entries, and most are captured runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeBlocks } from '../content/cli-quotes';
import { sourceFileFor } from '../content/source-pages';

const file = sourceFileFor('/docs/guides/troubleshooting')!;
const blocks = codeBlocks(file);
const lines = readFileSync(file, 'utf8').split('\n');

interface Entry {
  heading: string;
  meta?: Record<string, string>;
}

/** Every ### heading outside code blocks, with the attributes of the code block that directly follows it. */
const entries: Entry[] = lines.flatMap((line, index) => {
  const heading = /^### (.+)$/.exec(line)?.[1];
  if (!heading || blocks.some((b) => index + 1 > b.line && index + 1 <= b.line + b.body.split('\n').length)) return [];
  let next = index + 1;
  while (next < lines.length && lines[next].trim() === '') next++;
  return [{ heading, meta: blocks.find((b) => b.line === next + 1)?.meta }];
});

describe('troubleshooting entries', () => {
  it('has at least 15 entries, most of them captured runs', () => {
    expect(entries.length).toBeGreaterThanOrEqual(15);
    expect(entries.filter((e) => e.meta?.cli).length).toBeGreaterThan(entries.length * 0.7);
  });

  it.each(entries.map((e) => [e.heading, e] as const))('"%s" quotes the CLI in a marked block under its heading', (_, entry) => {
    expect(entry.meta, 'no code block directly under the heading').toBeDefined();
    expect(entry.meta!.cli ?? entry.meta!['cli-dist'], 'the block names neither its scenario nor why it cannot run').toBeTruthy();
  });
});
