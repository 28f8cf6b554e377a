import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, writeProject, type CliRun } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// The Node.js page's table says an `import` of a Node built-in other than fs, path and crypto fails the build, while
// a `require()` of one builds with a warning, leaves the call in the output, and fails the build only with
// EXTENSION_STRICT_REFS=true (which the variables reference says too). Three popups are built with the pinned CLI.

const PAGE = '/docs/languages-and-frameworks/node';
const VARIABLES = '/docs/reference/cli-environment-variables';

const project = (main: string) =>
  writeProject('node-builtins-', {
    'package.json': JSON.stringify({ name: 'node-builtins', private: true, version: '0.0.1' }),
    'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Node builtins', version: '0.0.1', action: { default_popup: 'popup/index.html' } }),
    'src/popup/index.html': '<!doctype html><html><body><script src="./main.js"></script></body></html>\n',
    'src/popup/main.js': main,
  });

const roots: string[] = [];
let imported: CliRun;
let required: CliRun;
let strict: CliRun;
let requiredRoot = '';

beforeAll(async () => {
  roots.push(project("import os from 'os';\ndocument.title = os.platform();\n"));
  roots.push((requiredRoot = project("const os = require('os');\ndocument.title = os.platform();\n")));
  roots.push(project("const os = require('os');\ndocument.title = os.platform();\n"));
  const build = ['build', '--browser=chrome', '--install=false'];
  [imported, required, strict] = await Promise.all([
    runCli(build, roots[0], 120_000),
    runCli(build, roots[1], 120_000),
    runCli(build, roots[2], 120_000, { EXTENSION_STRICT_REFS: 'true' }),
  ]);
}, 130_000);

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const popupScript = (root: string) => {
  const dir = path.join(root, 'dist/chrome/action');
  return readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => readFileSync(path.join(dir, name), 'utf8')).join('\n');
};

describe('a Node built-in in extension code, built by the pinned CLI', () => {
  it('fails the build when imported, with the message the page quotes', () => {
    expect(readSource(PAGE)).toContain("An `import` fails the build with `Module not found: Can't resolve 'os'`");
    expect(imported.code).toBe(1);
    expect(imported.out).toContain("Module not found: Can't resolve 'os'");
  });

  it('builds with a warning when required, and leaves the call in the output', () => {
    expect(readSource(PAGE)).toContain("A `require('os')` builds with a warning that the call is left as it is, and throws when that line runs");
    expect(required.code, required.out).toBe(0);
    expect(required.out).toContain("require('os')");
    expect(required.out).toContain('the call is left verbatim in the output');
    expect(popupScript(requiredRoot)).toMatch(/require\("os"\)/);
  });

  it('fails the build when required with EXTENSION_STRICT_REFS=true, as both pages say', () => {
    expect(readSource(PAGE)).toContain('set `EXTENSION_STRICT_REFS=true` to make it fail the build as well');
    expect(readSource(VARIABLES)).toContain('A `require()` of a package that resolves to nothing fails the compile too');
    expect(strict.code).toBe(1);
    expect(strict.out).toContain("Can't resolve 'os'");
  });
});
