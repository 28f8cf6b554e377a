import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, writeProject, type CliRun } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// The Multi-Platform Builds page says --silent hides the file tree of the build summary (the rest of the summary
// still prints), and that a safari target off macOS skips the Xcode step with a warning and still builds
// dist/safari. Builds of the pinned CLI with and without --silent, and for safari.

const PAGE = '/docs/features/multi-platform-builds';

let root = '';
let plain: CliRun;
let silent: CliRun;
let safari: CliRun;

beforeAll(async () => {
  root = writeProject('multi-platform-', {
    'package.json': JSON.stringify({ name: 'multi-platform', private: true, version: '0.0.1' }),
    'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Multi platform', version: '0.0.1', background: { service_worker: 'background.js' } }),
    'src/background.js': "console.log('ready');\n",
  });
  plain = await runCli(['build', '--browser=chrome', '--install=false'], root, 120_000);
  silent = await runCli(['build', '--browser=chrome', '--install=false', '--silent'], root, 120_000);
  safari = await runCli(['build', '--browser=safari', '--install=false'], root, 120_000);
}, 200_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('build output of the pinned CLI, as the Multi-Platform Builds page describes it', () => {
  it('--silent hides the file tree and keeps the rest of the summary', () => {
    expect(readSource(PAGE)).toContain('| `--silent [boolean]` | `false` | Hides the file tree of the build summary. |');
    expect(plain.code, plain.out).toBe(0);
    expect(silent.code, silent.out).toBe(0);
    expect(plain.out).toMatch(/[├└]─ manifest\.json \(/);
    expect(silent.out).not.toContain('manifest.json (');
    for (const line of ['Extension      Multi platform 0.0.1', 'Extension built for production in dist/chrome']) {
      expect(plain.out).toContain(line);
      expect(silent.out).toContain(line);
    }
  });

  it.runIf(process.platform !== 'darwin')('a safari target off macOS skips the Xcode step and still builds dist/safari', () => {
    expect(readSource(PAGE)).toContain('that step needs macOS with Xcode, and elsewhere it is skipped with a warning while `dist/safari` is still built');
    expect(safari.code, safari.out).toBe(0);
    expect(safari.out).toContain('so the Xcode packaging step is skipped');
    expect(existsSync(path.join(root, 'dist/safari/manifest.json'))).toBe(true);
  });
});
