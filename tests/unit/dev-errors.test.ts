import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// CONTRIBUTING.md: in `npm run dev`, a page that stops compiling is reported with its file and line, and the next
// save that fixes it compiles again, with no restart. The site's configuration over a copy of the valid fixture.
const FIXTURES = path.resolve('tests/fixtures/build-input');
const root = mkdtempSync(path.join(tmpdir(), 'dev-errors-'));
cpSync(path.join(FIXTURES, 'valid'), root, { recursive: true });
const page = path.join(root, 'en/index.md');
const valid = readFileSync(page, 'utf8');
const pageMdx = page.replace(/\.md$/, '.mdx');

let output = '';
let dev: ChildProcess | undefined;

/** Resolves once the dev server's output, from `from` on, matches; rejects after `ms`. */
function waitFor(pattern: RegExp, from: number, ms = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const text = output.slice(from);
      if (pattern.test(text)) {
        clearInterval(timer);
        resolve(text);
      } else if (Date.now() - started > ms) {
        clearInterval(timer);
        reject(new Error(`no ${pattern} in the dev output:\n${text}`));
      }
    }, 200);
  });
}

afterAll(() => {
  dev?.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
});

describe('npm run dev with a broken page', () => {
  it('names the file and line, then recovers when the file is fixed', async () => {
    // An .mdx page, whose syntax errors stop the compile (a .md page renders bad markup as text).
    rmSync(page);
    writeFileSync(pageMdx, valid);
    dev = spawn(path.resolve('node_modules/.bin/rspress'), ['dev', '-c', path.join(FIXTURES, 'rspress.config.ts'), '--port', String(4600 + Math.floor(Math.random() * 300))], {
      env: {
        ...process.env,
        BUILD_INPUT_ROOT: root,
        BUILD_INPUT_OUT: path.join(root, 'out'),
        NO_COLOR: '1',
        // Compile every page at once, as a browser's first request would.
        RSPRESS_LAZY_COMPILATION: 'false',
        RSPRESS_PERSISTENT_CACHE: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout?.on('data', (chunk) => (output += chunk));
    dev.stderr?.on('data', (chunk) => (output += chunk));
    await waitFor(/ready\s+built in/, 0, 90_000);

    const beforeBreak = output.length;
    writeFileSync(pageMdx, `${valid}\nA broken {expression\n`);
    const broken = await waitFor(/index\.mdx:\d+:\d+: the MDX does not parse/, beforeBreak);
    const lines = valid.split('\n').length;
    expect(broken).toMatch(new RegExp(`index\\.mdx:${lines + 1}:\\d+: the MDX does not parse`));

    const beforeFix = output.length;
    writeFileSync(pageMdx, valid.replace('# A valid page', '# A fixed page'));
    const fixed = await waitFor(/ready\s+built in/, beforeFix);
    expect(fixed).not.toMatch(/the MDX does not parse/);
  }, 150_000);
});
