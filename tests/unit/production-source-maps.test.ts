import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, writeProject } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';
import { zipEntryNames } from '../content/zip-entries';

// What extension build's section "Source maps in a production build" and extension start's section "When a bug
// shows only in the production build" say of a production build: no source maps unless the build page's config
// sets devtool, which build and start both apply; the map names the original .ts file; hidden-source-map drops the
// comment; --zip leaves the maps out; --no-minify keeps names readable. Each is a run of the pinned CLI.

const buildSection = sectionUnder(readSource('/docs/commands/build'), '## Source maps in a production build');
const startSection = sectionUnder(readSource('/docs/commands/start'), '## When a bug shows only in the production build');

function configBlock(): string {
  const match = /^```js title="extension\.config\.js"\n([\s\S]*?)^```$/m.exec(buildSection);
  if (!match) throw new Error('no extension.config.js block in the build page section');
  return match[1];
}

const roots: string[] = [];
function project(config?: string): string {
  const root = writeProject('production-maps-', {
    'package.json': JSON.stringify({ name: 'prod-maps', private: true, version: '0.0.1' }),
    'src/manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'Prod maps',
      version: '0.0.1',
      background: { service_worker: 'background.ts' },
    }),
    'src/background.ts':
      'function describeInstall(reason: string): string {\n  return `installed: ${reason}`;\n}\nchrome.runtime.onInstalled.addListener(({ reason }) => console.log(describeInstall(reason)));\n',
    ...(config ? { 'extension.config.js': config } : {}),
  });
  roots.push(root);
  return root;
}

const outputFiles = (root: string) => readdirSync(path.join(root, 'dist/chrome'), { recursive: true, encoding: 'utf8' });
const worker = (root: string) => readFileSync(path.join(root, 'dist/chrome/background/service_worker.js'), 'utf8');
const MAP = path.join('background', 'service_worker.js.map');
const args = (command: string, ...more: string[]) => [command, '--browser=chrome', '--install=false', ...more];

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('source maps and readable code in a production build (build and start pages)', () => {
  it('the pages say it', () => {
    expect(buildSection).toContain('A production build writes no source maps');
    expect(buildSection).toContain('`background/service_worker.js.map`');
    expect(buildSection).toContain('`hidden-source-map` writes the same maps without that comment');
    expect(buildSection).toContain('the store zip from `--zip` leaves the `.map` files out');
    expect(configBlock()).toContain("config.devtool = 'source-map'");
    expect(startSection).toContain('/docs/commands/build#source-maps-in-a-production-build');
    expect(startSection).toContain('`start` applies that setting too');
    expect(startSection).toContain('`extension build --no-minify` writes readable code');
  });

  it('build: no map by default; with the page config, a map of the .ts source, and a zip without it', async () => {
    const plain = project();
    const mapped = project(configBlock());
    const [plainRun, mappedRun] = await Promise.all([
      runCli(args('build'), plain, 120_000),
      runCli(args('build', '--zip'), mapped, 120_000),
    ]);
    expect(plainRun.code, plainRun.out).toBe(0);
    expect(mappedRun.code, mappedRun.out).toBe(0);
    expect(outputFiles(plain).filter((name) => name.endsWith('.map'))).toEqual([]);
    expect(outputFiles(mapped)).toContain(MAP);
    const map = JSON.parse(readFileSync(path.join(mapped, 'dist/chrome', MAP), 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith('background.ts'))).toBe(true);
    expect(worker(mapped)).toMatch(/\/\/# sourceMappingURL=service_worker\.js\.map\s*$/);
    const zip = outputFiles(mapped).find((name) => name.endsWith('.zip'));
    expect(zip).toBeDefined();
    const entries = zipEntryNames(path.join(mapped, 'dist/chrome', zip!));
    expect(entries).toContain('background/service_worker.js');
    expect(entries.filter((name) => name.endsWith('.map'))).toEqual([]);
  }, 130_000);

  it('hidden-source-map writes the map without the comment; start applies the config; --no-minify keeps names', async () => {
    const hidden = project(configBlock().replace("'source-map'", "'hidden-source-map'"));
    const started = project(configBlock());
    const minified = project();
    const readable = project();
    const runs = await Promise.all([
      runCli(args('build'), hidden, 120_000),
      runCli(args('start', '--no-browser'), started, 120_000),
      runCli(args('build'), minified, 120_000),
      runCli(args('build', '--no-minify'), readable, 120_000),
    ]);
    runs.forEach((run) => expect(run.code, run.out).toBe(0));
    expect(outputFiles(hidden)).toContain(MAP);
    expect(worker(hidden)).not.toContain('sourceMappingURL');
    expect(outputFiles(started)).toContain(MAP);
    expect(worker(minified)).not.toContain('describeInstall');
    expect(worker(readable)).toContain('function describeInstall(reason)');
  }, 130_000);
});
