import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, writeProject, type CliRun } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// The Extension Configuration page says that in a "type": "module" package a config that only assigns
// module.exports fails to load from extension.config.js, with the message it quotes, and loads as
// extension.config.cjs. The same config is built both ways with the pinned CLI; the .cjs one sets the zip name, so
// the run shows the file was read.

const PAGE = '/docs/features/extension-configuration';
const CONFIG = "module.exports = { commands: { build: { zip: true, zipFilename: 'from-cjs-config' } } };\n";

const project = (configFile: string) =>
  writeProject('config-format-', {
    'package.json': JSON.stringify({ name: 'config-format', private: true, version: '0.0.1', type: 'module' }),
    [configFile]: CONFIG,
    'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Config format', version: '0.0.1', background: { service_worker: 'background.js' } }),
    'src/background.js': "console.log('ready');\n",
  });

const roots: string[] = [];
let asJs: CliRun;
let asCjs: CliRun;

beforeAll(async () => {
  roots.push(project('extension.config.js'), project('extension.config.cjs'));
  [asJs, asCjs] = await Promise.all(roots.map((root) => runCli(['build', '--browser=chrome', '--install=false'], root, 120_000)));
}, 130_000);

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('a CommonJS config in a "type": "module" package, with the pinned CLI', () => {
  it('fails to load from extension.config.js with the message the page quotes', () => {
    expect(readSource(PAGE)).toContain('fails to load with `module is not defined in ES module scope`');
    expect(asJs.code).toBe(1);
    expect(asJs.out).toContain('module is not defined in ES module scope');
  });

  it('loads from extension.config.cjs', () => {
    expect(readSource(PAGE)).toContain('name a CommonJS config `extension.config.cjs`');
    expect(asCjs.code, asCjs.out).toBe(0);
    expect(asCjs.out).toContain('from-cjs-config');
  });
});
