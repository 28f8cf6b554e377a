import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Tiny sites built with the site's own configuration (tests/fixtures/build-input/rspress.config.ts): a page with
// bad input must stop the build with a message that names the page's file.
const FIXTURES = path.resolve('tests/fixtures/build-input');
const RSPRESS = path.resolve('node_modules/.bin/rspress');
const CASES = ['valid', 'invalid-front-matter', 'dead-link', 'dead-anchor', 'missing-image'] as const;
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

const pageFile = (name: Case) => path.join(name, 'en', 'index.md');

beforeAll(buildAll, 120_000);
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

describe('building the site from its input', () => {
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
