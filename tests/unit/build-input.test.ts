import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Tiny sites built with the site's own configuration (tests/fixtures/build-input/rspress.config.ts): a page with
// bad input must stop the build with a message that names the page's file.
const FIXTURES = path.resolve('tests/fixtures/build-input');
const RSPRESS = path.resolve('node_modules/.bin/rspress');
const CASES = [
  'valid',
  'invalid-front-matter',
  'dead-link',
  'dead-anchor',
  'missing-image',
  'broken-mdx',
  'invalid-meta',
  'wrong-type-front-matter',
] as const;
type Case = (typeof CASES)[number];

interface BuildResult {
  code: number | null;
  output: string;
  outDir: string;
}

const outRoot = mkdtempSync(path.join(tmpdir(), 'build-input-'));
const results = new Map<Case, BuildResult>();

function build(name: Case): Promise<BuildResult> {
  const outDir = path.join(outRoot, name);
  return new Promise((resolve, reject) => {
    const child = spawn(RSPRESS, ['build', '-c', path.join(FIXTURES, 'rspress.config.ts')], {
      // Two builds share node_modules/.cache: Rspack's persistent cache panics when two builds write it at once.
      env: {
        ...process.env,
        BUILD_INPUT_ROOT: path.join(FIXTURES, name),
        BUILD_INPUT_OUT: outDir,
        NO_COLOR: '1',
        RSPRESS_PERSISTENT_CACHE: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, outDir }));
  });
}

/** Two builds at a time: the machines have two cores. */
async function buildAll(): Promise<void> {
  const queue = [...CASES];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) results.set(name, await build(name));
  };
  await Promise.all([worker(), worker()]);
}

const pageFile = (name: Case) => path.join(name, 'en', name === 'broken-mdx' ? 'index.mdx' : 'index.md');

beforeAll(buildAll, 240_000);
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

// The file and line of each mistake, in plain words (builder/plugins/sourceChecks.ts), as a contributor reads them.
const AT_LINE: Array<[Case, string, RegExp]> = [
  ['broken-mdx', 'broken-mdx/en/index.mdx:10:1', /the MDX does not parse: Expected a closing tag for `<div>`/],
  ['invalid-meta', 'invalid-meta/en/guide/_meta.json:5:5', /this sidebar file is not valid JSON/],
  ['wrong-type-front-matter', 'wrong-type-front-matter/en/index.md:4:1', /front matter "sidebar" must be true or false/],
  ['missing-image', 'missing-image/en/index.md:8:1', /the picture \.\/missing-diagram\.png is not beside the page/],
  ['dead-link', 'dead-link/en/index.md:8:6', /dead link: \/docs\/no-such-page leads to no page/],
];

describe('building the site from its input', () => {
  it.each(AT_LINE)('fails on %s, naming the file and the line', (name, place, problem) => {
    const result = results.get(name)!;
    expect(result.code, result.output).not.toBe(0);
    const line = result.output.split('\n').find((l) => l.includes(place));
    expect(line, result.output).toBeDefined();
    expect(line).toMatch(problem);
    expect(result.output).not.toMatch(/^\s+at /m);
  });

  it('builds a valid page (the fixtures and their configuration work)', () => {
    const result = results.get('valid')!;
    expect(result.code, result.output).toBe(0);
    expect(existsSync(path.join(result.outDir, 'index.html'))).toBe(true);
  });

  const failures: Array<[Case, RegExp]> = [
    ['invalid-front-matter', /front ?matter/i],
    ['dead-link', /dead link/i],
    ['dead-anchor', /no-such-heading/],
    ['missing-image', /dead image|missing-diagram\.png/i],
  ];
  for (const [name, problem] of failures) {
    it(`fails on ${name.replace(/-/g, ' ')}, naming the file`, () => {
      const result = results.get(name)!;
      expect(result.code, result.output).not.toBe(0);
      expect(result.output).toMatch(problem);
      expect(result.output).toContain(pageFile(name));
      expect(existsSync(path.join(result.outDir, 'index.html'))).toBe(false);
    });
  }
});
