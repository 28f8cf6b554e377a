import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../content/guide-examples';
import { readSource } from '../content/source-pages';
import { zipEntryNames } from '../content/zip-entries';

// The start page's section "When a bug shows only in the production build": its extension.config.js gives a
// production build source maps under `start` and `build`, the zips leave them out, and `build --no-minify` keeps
// the code readable. Each is a run of the pinned CLI on a small project.

const page = readSource('/docs/commands/start');
const section = page.slice(page.indexOf('## When a bug shows only in the production build'), page.indexOf('## Common examples'));

/** The page's extension.config.js block (it sits inside a list item, so it is indented). */
function configBlock(): string {
  const match = /^( *)```js title="extension\.config\.js"\n([\s\S]*?)^\1```$/m.exec(section);
  if (!match) throw new Error('no extension.config.js block in the section');
  return match[2].replace(new RegExp(`^${match[1]}`, 'gm'), '');
}

const roots: string[] = [];
function project(withConfig: boolean): string {
  const root = mkdtempSync(path.join(tmpdir(), 'start-production-'));
  roots.push(root);
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'prod-bug', private: true, version: '0.0.1' }));
  writeFileSync(
    path.join(root, 'src/manifest.json'),
    JSON.stringify({ manifest_version: 3, name: 'Prod bug', version: '0.0.1', background: { service_worker: 'background.js' } }),
  );
  writeFileSync(
    path.join(root, 'src/background.js'),
    'function describeInstall(reason) {\n  return `installed: ${reason}`;\n}\nchrome.runtime.onInstalled.addListener(({ reason }) => console.log(describeInstall(reason)));\n',
  );
  if (withConfig) writeFileSync(path.join(root, 'extension.config.js'), configBlock());
  return root;
}

const filesIn = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' });

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('a bug that shows only in the production build (start page)', () => {
  it('the section names the three differences and shows the config', () => {
    expect(section).toContain('**The code is minified**');
    expect(section).toContain('**There are no source maps.**');
    expect(section).toContain('`extension build --no-minify`');
    expect(configBlock()).toContain("config.devtool = 'source-map'");
  });

  it('without the config, start writes no source map; with it, start writes one', async () => {
    const plain = project(false);
    const withMaps = project(true);
    const runs = await Promise.all(
      [plain, withMaps].map((root) => runCli(['start', '--browser=chrome', '--no-browser', '--install=false'], root, 120_000)),
    );
    runs.forEach((run) => expect(run.code, run.out).toBe(0));
    expect(filesIn(path.join(plain, 'dist/chrome')).filter((name) => name.endsWith('.map'))).toEqual([]);
    expect(filesIn(path.join(withMaps, 'dist/chrome'))).toContain(path.join('background', 'service_worker.js.map'));
  }, 130_000);

  it('build --no-minify keeps names readable and --zip leaves the source maps out of the zip', async () => {
    const minified = project(true);
    const readable = project(true);
    const [minifiedRun, readableRun] = await Promise.all([
      runCli(['build', '--browser=chrome', '--install=false'], minified, 120_000),
      runCli(['build', '--browser=chrome', '--install=false', '--no-minify', '--zip'], readable, 120_000),
    ]);
    expect(minifiedRun.code, minifiedRun.out).toBe(0);
    expect(readableRun.code, readableRun.out).toBe(0);
    const script = (root: string) => readFileSync(path.join(root, 'dist/chrome/background/service_worker.js'), 'utf8');
    expect(script(minified)).not.toContain('describeInstall');
    expect(script(readable)).toContain('function describeInstall(reason)');
    const zip = filesIn(path.join(readable, 'dist/chrome')).find((name) => name.endsWith('.zip'));
    expect(zip).toBeDefined();
    const entries = zipEntryNames(path.join(readable, 'dist/chrome', zip!));
    expect(entries).toContain('background/service_worker.js');
    expect(entries.filter((name) => name.endsWith('.map'))).toEqual([]);
    expect(filesIn(path.join(readable, 'dist/chrome'))).toContain(path.join('background', 'service_worker.js.map'));
  }, 130_000);
});
