import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emittedCodes } from '../../builder/plugins/cliEmittedCodes';
import { readCaptures } from '../../tools/cli/cli-scenarios.mjs';
import { codeBlocks, codesIn, looksLikeCliOutput, outputLines, partsNotInDist, unmatchedLines, withPagePlaceholders } from '../content/cli-quotes';
import { distText, DEVELOP_DIST } from '../content/pinned-dist';
import { allMdxFiles, DOCS_ROOT } from '../content/source-pages';

// Every quote of the CLI on the site against what the pinned CLI prints (BEHAVIOUR.md, CLI facts): code blocks of
// CLI output name the scenario they come from and match its capture, or name why they cannot run here and are made
// of the CLI's own strings; envelopes have the fields of the CLI's golden envelopes; the codes a page names are
// codes the CLI emits, each next to the messages it comes with.
const scenarios = readCaptures().scenarios as Record<string, { stdout?: string; stderr?: string }>;
const files = allMdxFiles();
const blocks = files.flatMap((file) => codeBlocks(file));
const where = (b: { file: string; line: number }) => `${path.relative(DOCS_ROOT, b.file)}:${b.line}`;
const emitted = new Set(emittedCodes());

describe('code blocks that show CLI output', () => {
  it('are found on the pages', () => {
    expect(blocks.filter((b) => b.meta.cli).length).toBeGreaterThan(20);
  });

  // Blocks on pages another change owns, to be marked there; each entry fails once its block is marked or gone.
  const AWAITING_MARK: Record<string, string> = {
  };

  it('each name the scenario they come from (cli="…") or why the case cannot run here (cli-dist="…")', () => {
    const unmarked = blocks.filter((b) => looksLikeCliOutput(b) && !b.meta.cli && !b.meta['cli-dist']);
    expect(unmarked.filter((b) => !(path.relative(DOCS_ROOT, b.file) in AWAITING_MARK)).map(where)).toEqual([]);
    for (const page of Object.keys(AWAITING_MARK)) expect(unmarked.some((b) => path.relative(DOCS_ROOT, b.file) === page), `${page} is marked now: remove it from AWAITING_MARK`).toBe(true);
  });

  it('are told from ordinary blocks even without the CLI\'s marker or the card\'s header', () => {
    const block = (lang: string, body: string) => ({ file: 'example.mdx', line: 1, lang, meta: {}, body });
    // How the refused-manifest and stable-id quotes read before they were marked: neither has ⏵⏵⏵ nor 🧩.
    expect(looksLikeCliOutput(block('text', 'This manifest declares shapes Chrome refuses.\nPATH /home/you/demo\nREASON key: not valid'))).toBe(true);
    expect(looksLikeCliOutput(block('text', 'Extension      Sign-in demo 1.0.0\nExtension ID   eiajgklpjgppjoennjbkdinlhapfjlla'))).toBe(true);
    expect(looksLikeCliOutput(block('', '    Browser        Chrome 150'))).toBe(true);
    // Ordinary text: a folder tree, a variable assignment, prose that names a label, a shell line.
    expect(looksLikeCliOutput(block('text', 'my-extension/\n├─ manifest.json\n└─ background.js'))).toBe(false);
    expect(looksLikeCliOutput(block('text', 'PATH=/usr/local/bin:$PATH\nExtension: the folder you load'))).toBe(false);
    expect(looksLikeCliOutput(block('bash', 'PATH /usr/bin\nExtension ID   x'))).toBe(false);
  });

  it('match the captured output of their scenario, line by line and in order', () => {
    const problems: string[] = [];
    for (const block of blocks.filter((b) => b.meta.cli)) {
      const run = scenarios[block.meta.cli];
      if (!run) {
        problems.push(`${where(block)}: no scenario ${block.meta.cli} in tests/fixtures/cli-scenarios/captures.json`);
        continue;
      }
      // A page may show stderr before stdout, as a terminal interleaves them.
      const orders = [`${run.stdout ?? ''}\n${run.stderr ?? ''}`, `${run.stderr ?? ''}\n${run.stdout ?? ''}`];
      const misses = orders.map((text) => unmatchedLines(outputLines(block.body), withPagePlaceholders(text, block.meta)));
      const fewest = misses.reduce((a, b) => (b.length < a.length ? b : a));
      for (const line of fewest) problems.push(`${where(block)} (${block.meta.cli}): ${line}`);
    }
    expect(problems).toEqual([]);
  });

  it('that cannot run here are made of strings the CLI holds', () => {
    const problems: string[] = [];
    for (const block of blocks.filter((b) => b.meta['cli-dist'])) {
      expect(block.meta['cli-dist'].length, `${where(block)}: say why the case cannot run here`).toBeGreaterThan(10);
      for (const line of outputLines(block.body)) {
        if (line.trim().startsWith('{')) continue;
        const missing = partsNotInDist(line);
        if (missing.length) problems.push(`${where(block)}: ${missing.join(' ')} in "${line}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// The golden envelopes the pinned package ships, by command and status.
const goldens = readdirSync(path.join(DEVELOP_DIST, 'contract'))
  .filter((name) => /^golden\..*\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(path.join(DEVELOP_DIST, 'contract', name), 'utf8')) as Record<string, unknown>);
const capturedEnvelopes = Object.values(scenarios).flatMap((run) =>
  (run.stdout ?? '').split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line.replace(/:<[\w-]+>/g, ':0')) as Record<string, unknown>),
);
const schema = JSON.parse(readFileSync(path.join(DEVELOP_DIST, 'contract/envelope.schema.json'), 'utf8')) as {
  required: string[];
  properties: Record<string, { oneOf?: unknown }> & { error: { oneOf: unknown } };
};
const keysOf = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).sort() : []);

describe('JSON envelopes on the pages', () => {
  const envelopes = blocks.flatMap((block) =>
    outputLines(block.body)
      .filter((line) => /^\{.*"schema":1/.test(line))
      .map((line) => ({ block, envelope: JSON.parse(line) as Record<string, unknown> })),
  );

  it('are one line of valid JSON each, as the CLI prints them', () => {
    expect(envelopes.length).toBeGreaterThan(10);
  });

  // The schema allows extra fields, and the control bridge's replies add `type` and `cmdId`; a field outside the
  // schema and those two is a typo or an invention.
  it('hold the fields the shipped schema requires, and no field it and the control bridge do not name', () => {
    const problems: string[] = [];
    const errorSchema = (schema.properties.error.oneOf as Array<{ type: string; required?: string[]; properties?: object }>).find((s) => s.type === 'object')!;
    for (const { block, envelope } of envelopes) {
      const keys = keysOf(envelope);
      for (const key of schema.required) if (!keys.includes(key)) problems.push(`${where(block)}: no ${key}`);
      for (const key of keys) if (!(key in schema.properties) && !['type', 'cmdId'].includes(key)) problems.push(`${where(block)}: ${key}`);
      if (envelope.error) {
        const errorKeys = keysOf(envelope.error);
        for (const key of errorSchema.required ?? []) if (!errorKeys.includes(key)) problems.push(`${where(block)}: no error.${key}`);
        for (const key of errorKeys) if (!(key in (errorSchema.properties ?? {}))) problems.push(`${where(block)}: error.${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  // The golden envelopes are the contract's samples; where 4.1.26 prints fewer fields (the golden `built` has a
  // `projectPath` the real build does not print), the captured runs name what it really prints.
  it('give `value` only fields that the golden envelope or a captured run of the same command and status has', () => {
    const problems: string[] = [];
    let compared = 0;
    for (const { block, envelope } of envelopes) {
      const known = new Set<string>();
      for (const sample of [...goldens, ...capturedEnvelopes]) {
        if (sample.command === envelope.command && sample.status === envelope.status) for (const key of keysOf(sample.value)) known.add(key);
      }
      if (!known.size) continue;
      compared++;
      const extra = keysOf(envelope.value).filter((key) => !known.has(key));
      if (extra.length) problems.push(`${where(block)}: ${extra.join(', ')}`);
    }
    expect(compared).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });
});

// Which code comes with which message: from the captured envelopes, and from the CLI's code where a message and
// its code are written side by side.
function messageCodes(): Map<string, Set<string>> {
  const pairs = new Map<string, Set<string>>();
  const add = (message: string, code: string) => {
    const key = message.replace(/^⏵⏵⏵ /, '').split(/\n|\. /)[0].slice(0, 40);
    if (key.length >= 20) pairs.set(key, (pairs.get(key) ?? new Set()).add(code));
  };
  for (const run of Object.values(scenarios)) {
    for (const line of (run.stdout ?? '').split('\n')) {
      if (!line.startsWith('{')) continue;
      const error = (JSON.parse(line.replace(/:<[\w-]+>/g, ':0')) as { error?: { code: string; message: string } }).error;
      if (error?.code && !/^\d+ of \d+ doctor checks/.test(error.message)) add(error.message, error.code);
    }
  }
  for (const m of distText(['extension']).matchAll(/code:\s*messaging\.Lp\.(E_\w+),\s*message:\s*(['"`])([^'"`$]{20,}?)\2/g)) add(m[3], m[1]);
  return pairs;
}

describe('error codes named on the pages', () => {
  const sources = files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  it('are codes the pinned CLI emits', () => {
    const unknown = sources.flatMap(({ file, text }) => codesIn(text).filter((code) => !emitted.has(code)).map((code) => `${path.relative(DOCS_ROOT, file)}: ${code}`));
    expect(unknown).toEqual([]);
  });

  it('come with the messages the CLI gives them', () => {
    const pairs = messageCodes();
    expect(pairs.size).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const { file, text } of sources) {
      // A unit is a table row, a list item, a paragraph line, or a whole code block.
      const units = [...codeBlocks(file, text).map((b) => b.body), ...text.split('\n')];
      for (const unit of units) {
        const codes = codesIn(unit);
        if (!codes.length) continue;
        for (const [message, known] of pairs) {
          if (unit.includes(message) && !codes.some((code) => known.has(code))) problems.push(`${path.relative(DOCS_ROOT, file)}: "${message}…" is ${[...known].join(' or ')}, not ${codes.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
