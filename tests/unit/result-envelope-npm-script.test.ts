import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, CLI_RUNTIME, NODE22 } from '../content/cli-help';
import { CLI_ENV, writeProject } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The result envelope page's "Through a package.json script": npm run puts its own lines on stdout before the
// envelope, so the output is not JSON and jq stops on line 2; npm run --silent leaves one JSON line; and a piped
// extension build without --output=json prints its progress and summary on stdout. Run with this machine's npm and the pinned CLI.

const section = sectionUnder(readSource('/docs/reference/result-envelope'), '### Through a package.json script');

const root = writeProject('envelope-npm-script-', {
  'package.json': JSON.stringify({ name: 'my-extension', private: true, version: '1.0.0', scripts: { build: 'extension build --output=json', plain: 'extension build' } }),
  'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Envelope', version: '1.0.0', background: { service_worker: 'background.js' } }),
  'src/background.js': "console.log('built')\n",
});
mkdirSync(path.join(root, 'node_modules/.bin'), { recursive: true });
symlinkSync(CLI, path.join(root, 'node_modules/.bin/extension'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const env = { ...CLI_ENV, PATH: `${path.dirname(NODE22)}${path.delimiter}${CLI_ENV.PATH}` };
const sh = (command: string) => spawnSync('sh', ['-c', command], { cwd: root, env, encoding: 'utf8', timeout: 120_000 });
const hasJq = sh('command -v jq').status === 0;

describe('the envelope through a package.json script (result envelope page)', () => {
  it('npm run puts its own lines first, so stdout is not one JSON document', () => {
    const run = sh('npm run build 2>/dev/null');
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n').filter(Boolean);
    expect(lines[0]).toBe('> my-extension@1.0.0 build');
    expect(lines[1]).toBe('> extension build --output=json');
    expect(() => JSON.parse(run.stdout)).toThrow();
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ ok: true, command: 'build' });
    expect(section).toContain('`> my-extension@1.0.0 build`');
  }, 130_000);

  it.runIf(hasJq)('and jq stops with the message the page quotes', () => {
    const run = sh('npm run build 2>/dev/null | jq .ok');
    const quoted = /`(parse error: [^`]+)`/.exec(section)?.[1];
    expect(quoted).toBeTruthy();
    expect(run.stderr.trim()).toBe(quoted);
  }, 130_000);

  it('npm run --silent leaves the envelope alone on stdout', () => {
    const run = sh('npm run --silent build 2>/dev/null');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, command: 'build', status: 'built' });
  }, 130_000);

  it('without --output=json, a piped extension build prints its progress and summary on stdout', () => {
    const run = sh('npm run --silent plain 2>/dev/null | cat');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Envelope compiled in \d+ ms\./);
    const { version } = JSON.parse(readFileSync(path.join(CLI_RUNTIME, 'extension/package.json'), 'utf8'));
    expect(run.stdout).toContain(`Extension.js ${version}`);
    expect(() => JSON.parse(run.stdout)).toThrow();
  }, 130_000);
});
