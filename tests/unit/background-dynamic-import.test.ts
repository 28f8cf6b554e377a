import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumWithExtension, extensionWorker } from '../content/dev-session-in-chromium';
import { runCli, writeProject } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The Lazy Loading page's "import() in the background service worker": built by the pinned CLI, an import() the
// worker runs as it starts loads its chunk with importScripts and works, later ones of the same module too; one that
// first runs in a timer throws Chrome's importScripts NetworkError instead of rejecting; and without a bundler Chrome
// rejects import() in a service worker. Each worker records what happened in chrome.storage.local, read in Chromium.

const section = sectionUnder(readSource('/docs/development/lazy-loading'), '### import() in the background service worker');

const note = "const note = (key, value) => chrome.storage.local.set({ [key]: value })";
const importAs = (key: string) => `import('./heavy.js').then((m) => note('${key}', 'loaded ' + m.x), (e) => note('${key}', 'rejected ' + String(e)))`;
const inTimer = (key: string) => `setTimeout(() => { try { ${importAs(key)} } catch (e) { note('${key}', 'threw ' + String(e)) } }, 1000)`;
const manifest = (worker: string) =>
  JSON.stringify({ manifest_version: 3, name: 'Dynamic import', version: '0.0.1', permissions: ['storage'], background: { service_worker: worker } });

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

async function recorded(extensionDir: string, keys: string[]): Promise<Record<string, string>> {
  const context = await chromiumWithExtension(extensionDir);
  try {
    const worker = await extensionWorker(context);
    const read = () => worker.evaluate('chrome.storage.local.get(null)') as Promise<Record<string, string>>;
    let got: Record<string, string> = {};
    const end = Date.now() + 15_000;
    while (!keys.every((key) => key in got) && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      got = await read();
    }
    return got;
  } finally {
    await context.close();
  }
}

async function built(background: string) {
  const root = writeProject('background-import-', {
    'package.json': JSON.stringify({ name: 'background-import', private: true, version: '0.0.1' }),
    'src/manifest.json': manifest('background.js'),
    'src/background.js': background,
    'src/heavy.js': 'export const x = 42\n',
  });
  roots.push(root);
  const run = await runCli(['build', '--browser=chromium', '--install=false'], root, 120_000);
  expect(run.code, run.out).toBe(0);
  return path.join(root, 'dist/chromium');
}

describe('import() in the background service worker (Lazy Loading page)', () => {
  it('the page quotes both of Chrome\'s messages', () => {
    expect(section).toContain('`TypeError: import() is disallowed on ServiceWorkerGlobalScope by the HTML specification.`');
    expect(section).toContain("`NetworkError: Failed to execute 'importScripts' on 'WorkerGlobalScope': The script at 'chrome-extension://<id>/<number>.js' failed to load.`");
  });

  it('built: an import() as the worker starts loads a chunk with importScripts and works, and a later one of the same module too', async () => {
    const output = await built([note, importAs('early'), inTimer('late'), ''].join('\n'));
    const chunks = readdirSync(output).filter((name) => /^\d+\.js$/.test(name));
    expect(chunks).toHaveLength(1);
    expect(readFileSync(path.join(output, 'background/service_worker.js'), 'utf8')).toContain('importScripts');
    expect(await recorded(output, ['early', 'late'])).toEqual({ early: 'loaded 42', late: 'loaded 42' });
  }, 120_000);

  it('built: an import() that first runs in a timer throws the importScripts NetworkError, it does not reject', async () => {
    const output = await built([note, inTimer('late'), ''].join('\n'));
    const { late } = await recorded(output, ['late']);
    expect(late).toMatch(/^threw NetworkError: Failed to execute 'importScripts' on 'WorkerGlobalScope': The script at 'chrome-extension:\/\/[a-p]{32}\/\d+\.js' failed to load\.$/);
  }, 120_000);

  it('without a bundler, Chrome rejects import() in a service worker', async () => {
    const root = writeProject('background-import-plain-', {
      'manifest.json': manifest('background.js'),
      'background.js': [note, importAs('early'), ''].join('\n'),
      'heavy.js': 'export const x = 42\n',
    });
    roots.push(root);
    const { early } = await recorded(root, ['early']);
    expect(early).toMatch(/^rejected TypeError: import\(\) is disallowed on ServiceWorkerGlobalScope by the HTML specification\./);
  }, 60_000);
});
