// The troubleshooting guide against the pinned CLI: every entry is a ### heading with a ```text block directly under
// it, and each line of that block is a message the CLI really has: it occurs verbatim in the pinned dist code of the
// extension, extension-develop, extension-create and extension-install packages (string escapes undone, so a quoted
// apostrophe matches `Couldn\'t`), or it is an E_* code followed by its summary in the contract's codes.json. Every
// E_* code the page names exists in codes.json, and the page has at least 15 entries.
import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from '../content/page-rules';
import { contractCodes, distText, unescapeJs } from '../content/pinned-dist';
import { readSource } from '../content/source-pages';

const ROUTE = '/docs/guides/troubleshooting';
const dist = distText();
const codes = contractCodes();
const codeLines = Object.entries(codes).map(([code, entry]) => `${code} ${entry.summary ?? ''}`.trim());
const distMessages = `${dist}\n${unescapeJs(dist)}`;

function isCliMessage(line: string): boolean {
  if (/^E_[A-Z0-9_]+\b/.test(line)) return codeLines.includes(line);
  return distMessages.includes(line);
}

interface Entry {
  heading: string;
  /** The non-empty, trimmed lines of the ```text block right under the heading, or undefined when there is none. */
  quoted?: string[];
}

/** Every ### heading outside code blocks, with the ```text block that directly follows it. */
function entriesOf(body: string): Entry[] {
  const lines = body.split('\n');
  const entries: Entry[] = [];
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^(```|~~~)/.test(lines[i])) fence = !fence;
    if (fence) continue;
    const heading = /^### (.+)$/.exec(lines[i])?.[1];
    if (!heading) continue;
    let j = i + 1;
    while (j < lines.length && lines[j].trim() === '') j++;
    if (!/^```text\s*$/.test(lines[j] ?? '')) {
      entries.push({ heading });
      continue;
    }
    const quoted: string[] = [];
    for (j++; j < lines.length && !/^```\s*$/.test(lines[j]); j++) if (lines[j].trim()) quoted.push(lines[j].trim());
    entries.push({ heading, quoted });
  }
  return entries;
}

const body = splitFrontmatter(readSource(ROUTE)).body;
const entries = entriesOf(body);

describe('troubleshooting entries', () => {
  it('has at least 15 entries', () => {
    expect(entries.length).toBeGreaterThanOrEqual(15);
  });

  it.each(entries.map((e) => [e.heading, e] as const))('"%s" quotes the CLI in a text block under its heading', (_, entry) => {
    expect(entry.quoted, 'no ```text block directly under the heading').toBeDefined();
    expect(entry.quoted!.length).toBeGreaterThan(0);
  });

  const quoted = entries.flatMap((e) => (e.quoted ?? []).map((line) => [e.heading, line] as const));
  it.each(quoted)('%s: "%s" is in the pinned dist or codes.json', (_, line) => {
    expect(isCliMessage(line), line).toBe(true);
  });

  it('every E_* code it names is in codes.json', () => {
    const named = new Set(body.match(/\bE_[A-Z0-9_]+\b/g) ?? []);
    expect(named.size).toBeGreaterThan(0);
    for (const code of named) expect(Object.keys(codes), code).toContain(code);
  });
});
