import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_RUNTIME, cliHelp } from '../content/cli-help';
import { splitFrontmatter } from '../content/page-rules';
import { readSource } from '../content/source-pages';

// The FAQ promises short answers that lead somewhere: each question gets two or three sentences and a link to the
// page that goes deeper.
const { body } = splitFrontmatter(readSource('/docs/guides/faq'));
const entries = body
  .split(/^### /m)
  .slice(1)
  .map((chunk) => {
    const [question, ...rest] = chunk.split('\n');
    const answer = rest
      .join('\n')
      .split(/^## /m)[0]
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('<'))
      .join(' ');
    return { question: question.trim(), answer };
  });

const sentences = (text: string) =>
  text
    .replace(/`[^`]*`/g, 'code')
    .replace(/\]\([^)]*\)/g, ']')
    .split(/(?<=[.!?])\s+(?=[A-Z[])/)
    .filter((sentence) => sentence.trim());

describe('the FAQ', () => {
  it('has enough questions to be worth a page', () => {
    expect(entries.length).toBeGreaterThanOrEqual(15);
  });

  it.each(entries.map((entry) => [entry.question, entry] as const))('"%s" is a question answered briefly, with a link to go deeper', (_q, entry) => {
    expect(entry.question).toMatch(/\?$/);
    const count = sentences(entry.answer).length;
    expect(count, entry.answer).toBeGreaterThanOrEqual(2);
    expect(count, entry.answer).toBeLessThanOrEqual(3);
    expect(entry.answer).toMatch(/\]\(\/docs\/[a-z0-9/-]+(#[a-z0-9-]+)?\)/);
  });

  it('gives the polyfill defaults that dev, start and build --help print', () => {
    const answer = entries.find((entry) => /browser\.\*/.test(entry.question))?.answer ?? '';
    const stated = /on by default in `dev` and `start` and off in `build`/.test(answer);
    expect(stated, answer).toBe(true);
    const polyfillDefault = (command: string) => /--polyfill \[boolean\][^\n]*Defaults to `(true|false)`/.exec(cliHelp(command))?.[1];
    expect([polyfillDefault('dev'), polyfillDefault('start'), polyfillDefault('build')]).toEqual(['true', 'true', 'false']);
  });

  it('quotes the Node.js requirement the pinned CLI prints', () => {
    const bin = readFileSync(path.join(CLI_RUNTIME, 'extension/dist/cli.cjs'), 'utf8');
    const quoted = /`(Requires Node\.js >= [\d.]+)`/.exec(body)?.[1];
    expect(quoted).toBeDefined();
    expect(bin).toContain(quoted!.replace(/[\d.]+$/, ''));
    const engines = JSON.parse(readFileSync(path.join(CLI_RUNTIME, 'extension/package.json'), 'utf8')).engines.node as string;
    expect(engines).toBe(`>=${quoted!.split('>= ')[1]}`);
  });
});
