import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, NODE22 } from '../content/cli-help';
import { readSource } from '../content/source-pages';

// features/extension-configuration says which commands stop when the config imports a package that Extension.js
// ships and package.json declares too: spawned against the pinned CLI in both layouts, and with a .cjs config.
const CONFLICT = 'declares dependencies that Extension.js already manages';
const page = readSource('/docs/features/extension-configuration');

function project(layout: 'templates' | 'flat', configName: string): string {
  const root = mkdtempSync(path.join(tmpdir(), `config-check-${layout}-`));
  const manifestDir = layout === 'templates' ? path.join(root, 'src') : root;
  mkdirSync(manifestDir, { recursive: true });
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'demo', version: '1.0.0', dependencies: { '@rspack/core': '1.0.0' } }));
  writeFileSync(path.join(manifestDir, 'manifest.json'), JSON.stringify({ manifest_version: 3, name: 'demo', version: '1.0' }));
  const source = configName.endsWith('.cjs') ? "require('@rspack/core'); module.exports = {};" : "import '@rspack/core'; export default {};";
  writeFileSync(path.join(root, configName), source);
  return root;
}

function output(cwd: string, args: string[]): string {
  const result = spawnSync(NODE22, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    timeout: 60_000,
  });
  return `${result.stdout}${result.stderr}`;
}

describe('the config-import check on the Extension Configuration page', () => {
  it('quotes the rule the page states', () => {
    expect(page).toContain('`dev` and `build` read the config next to `manifest.json`, `preview` reads the one next to `package.json`');
    expect(page).toContain('A `.cjs` config is not checked.');
  });

  it('in the templates layout, preview stops and build does not', () => {
    const root = project('templates', 'extension.config.js');
    expect(output(root, ['preview', '--no-browser'])).toContain(CONFLICT);
    expect(output(root, ['build'])).not.toContain(CONFLICT);
  });

  it('with the manifest next to package.json, build stops too', () => {
    expect(output(project('flat', 'extension.config.mjs'), ['build'])).toContain(CONFLICT);
  });

  it('a .cjs config is not checked', () => {
    expect(output(project('flat', 'extension.config.cjs'), ['build'])).not.toContain(CONFLICT);
  });
});
