import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, writeProject, type CliRun } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The TypeScript page says a project with TypeScript sources and no tsconfig.json gets one, and that every dev and
// build run in TypeScript mode rewrites the generated declarations file at the project root with the type
// references and module declarations it lists; the ESLint page relies on that to ignore the file. A project that
// extension create never made is built twice with the pinned CLI, with the file edited by hand in between.

const TYPESCRIPT = '/docs/languages-and-frameworks/typescript';
const ESLINT = '/docs/integrations/eslint';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'ts-env-file', private: true, version: '0.0.1' }, null, 2),
  'src/manifest.json': JSON.stringify(
    { manifest_version: 3, name: 'TS env file', version: '0.0.1', background: { service_worker: 'background.ts' } },
    null,
    2,
  ),
  'src/background.ts': 'const greeting: string = "ready";\nconsole.log(greeting);\n',
};

const HAND_EDIT = '// edited by hand\n';

let root = '';
let first: CliRun;
let second: CliRun;
let firstEnvFile = '';
let secondEnvFile = '';

beforeAll(async () => {
  root = writeProject('ts-env-file-', files);
  const envFile = path.join(root, 'extension-env.d.ts');
  first = await runCli(['build', '--browser=chrome', '--install=false'], root, 120_000);
  firstEnvFile = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '';
  writeFileSync(envFile, HAND_EDIT);
  second = await runCli(['build', '--browser=chrome', '--install=false'], root, 120_000);
  secondEnvFile = readFileSync(envFile, 'utf8');
}, 250_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a TypeScript project built by the pinned CLI', () => {
  it('builds, writing a default tsconfig.json with the message the page quotes', () => {
    expect(first.code, first.out).toBe(0);
    expect(readSource(TYPESCRIPT)).toContain('prints `Creating a default tsconfig.json…`');
    expect(first.out).toContain('Creating a default tsconfig.json…');
    expect(existsSync(path.join(root, 'tsconfig.json'))).toBe(true);
  });

  it('gets extension-env.d.ts at its root, referencing the two type packages the page names', () => {
    const section = sectionUnder(readSource(TYPESCRIPT), '## What extension-env.d.ts gives you');
    for (const types of ['extension/types', 'extension/types/polyfill']) {
      expect(section).toContain(`\`${types}\``);
      expect(firstEnvFile).toContain(`/// <reference types="${types}" />`);
    }
  });

  it('declares every stylesheet and image pattern the page lists, and only references and declarations', () => {
    const section = sectionUnder(readSource(TYPESCRIPT), '## What extension-env.d.ts gives you');
    const patterns = [...section.matchAll(/`(\*\.[\w.]+)`/g)].map((match) => match[1]);
    expect(patterns.length).toBeGreaterThan(10);
    for (const pattern of patterns) expect(firstEnvFile).toMatch(new RegExp(`declare module ['"]${pattern.replace(/[.*]/g, '\\$&')}['"]`));
    const topLevel = firstEnvFile
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith(' ') && !line.startsWith('}'))
      .filter((line) => !/^\/\/\/ <reference types=|^declare module |^\/\//.test(line));
    expect(topLevel).toEqual([]);
  });

  it('gets the file rewritten by the next build after a hand edit, as the TypeScript and ESLint pages say', () => {
    expect(second.code, second.out).toBe(0);
    expect(secondEnvFile).not.toContain(HAND_EDIT.trim());
    expect(secondEnvFile).toBe(firstEnvFile);
    expect(readSource(TYPESCRIPT)).toContain("Don't edit the file, because the next run rewrites it.");
    expect(readSource(ESLINT)).toContain('`extension-env.d.ts` is rewritten by every `dev` and `build` run in a TypeScript project');
  });
});
