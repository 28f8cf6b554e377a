import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, writeProject, type CliRun } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// The Content Scripts page says `extension dev --no-reload` needs a background script in this version: without one,
// every dev compile fails because the dev manifest names background/service_worker.js, which the mode does not
// write. Two dev sessions of the pinned CLI (no browser) run for a while, one project with a background and one
// without, and their output is read.

const PAGE = '/docs/development/content-scripts';
const MESSAGE = 'manifest.json references files that were not emitted to disk for this build:';

const project = (withBackground: boolean) =>
  writeProject('no-reload-', {
    'package.json': JSON.stringify({ name: 'no-reload', private: true, version: '0.0.1' }),
    'src/manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'No reload',
      version: '0.0.1',
      ...(withBackground ? { background: { service_worker: 'background.js' } } : {}),
      content_scripts: [{ matches: ['https://example.com/*'], js: ['content.js'] }],
    }),
    'src/content.js': "export default function main() {\n  document.body.dataset.mounted = 'yes';\n  return () => delete document.body.dataset.mounted;\n}\n",
    ...(withBackground ? { 'src/background.js': "console.log('ready');\n" } : {}),
  });

const roots: string[] = [];
let without: CliRun;
let withBackground: CliRun;

beforeAll(async () => {
  roots.push(project(false), project(true));
  // dev keeps running: each session is stopped after 25 s, long enough for its first compiles.
  const dev = ['dev', '--browser=chrome', '--no-browser', '--no-reload', '--port=0', '--install=false'];
  [without, withBackground] = await Promise.all(roots.map((root) => runCli(dev, root, 25_000)));
}, 60_000);

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('extension dev --no-reload of the pinned CLI', () => {
  it('fails every compile of a project without a background, naming the file it did not write', () => {
    expect(readSource(PAGE)).toContain(`without one, every dev compile fails with \`${MESSAGE}\` and \`background/service_worker.js\``);
    expect(without.out).toContain(MESSAGE);
    expect(without.out).toContain('background/service_worker.js');
    expect(without.out).not.toMatch(/compiled successfully|compiled in \d/);
  });

  it('compiles a project that has a background script', () => {
    expect(withBackground.out).toMatch(/compiled (successfully|in \d)/);
    expect(withBackground.out).not.toContain(MESSAGE);
  });
});
