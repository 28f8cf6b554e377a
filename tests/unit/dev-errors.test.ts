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

/** Resolves once the dev server has printed nothing new for `quietMs`: its start-up rebuilds are over. */
function settled(quietMs = 2_000, ms = 30_000): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    let seen = output.length;
    let since = Date.now();
    const timer = setInterval(() => {
      if (output.length !== seen) {
        seen = output.length;
        since = Date.now();
      } else if (Date.now() - since >= quietMs || Date.now() - started > ms) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
  });
}

/**
 * Saves `text` to the page and resolves with the output once it matches `pattern`. A save made while the server is
 * still settling (Rspress rebuilds its virtual modules once or twice after the first "ready") can go unseen by
 * Rspack's watcher, as CI saw once; like a contributor, the test saves again rather than wait forever.
 */
async function saveUntil(text: string, pattern: RegExp, saves = 3): Promise<string> {
  const from = output.length;
  for (let save = 1; ; save += 1) {
    writeFileSync(pageMdx, text);
    try {
      return await waitFor(pattern, from, save < saves ? 15_000 : 60_000);
    } catch (error) {
      if (save >= saves) throw error;
    }
  }
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
    await settled();

    const broken = await saveUntil(`${valid}\nA broken {expression\n`, /index\.mdx:\d+:\d+: the MDX does not parse/);
    const lines = valid.split('\n').length;
    expect(broken).toMatch(new RegExp(`index\\.mdx:${lines + 1}:\\d+: the MDX does not parse`));

    const fixed = await saveUntil(valid.replace('# A valid page', '# A fixed page'), /building \S*index\.mdx\s+ready\s+built in/);
    expect(fixed).not.toMatch(/the MDX does not parse/);
  }, 240_000);
});
