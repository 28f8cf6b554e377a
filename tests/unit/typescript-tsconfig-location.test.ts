import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, writeProject, type CliRun } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// The TypeScript page says to keep tsconfig.json in the project root: with one only next to the manifest, the build
// writes a default one at the root and resolves imports with it, so that file's `paths` do not apply. And a
// TypeScript file in the project root of a JavaScript project makes the build write a default tsconfig.json. Both
// are built with the pinned CLI.

const PAGE = '/docs/languages-and-frameworks/typescript';

const roots: string[] = [];
let nested: CliRun;
let rootTs: CliRun;

beforeAll(async () => {
  roots.push(
    writeProject('tsconfig-nested-', {
      'package.json': JSON.stringify({ name: 'tsconfig-nested', private: true, version: '0.0.1' }),
      'src/tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }),
      'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Nested tsconfig', version: '0.0.1', background: { service_worker: 'background.ts' } }),
      'src/background.ts': "import { label } from '@/components/label';\nconsole.log(label);\n",
      'src/components/label.ts': "export const label: string = 'ready';\n",
    }),
    writeProject('tsconfig-root-ts-', {
      'package.json': JSON.stringify({ name: 'tsconfig-root-ts', private: true, version: '0.0.1' }),
      'playwright.config.ts': 'export default {};\n',
      'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Root TS', version: '0.0.1', background: { service_worker: 'background.js' } }),
      'src/background.js': "console.log('ready');\n",
    }),
  );
  [nested, rootTs] = await Promise.all(roots.map((root) => runCli(['build', '--browser=chrome', '--install=false'], root, 120_000)));
}, 130_000);

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('where tsconfig.json has to be, for a build of the pinned CLI', () => {
  it('a tsconfig.json next to the manifest only: a default one appears at the root and its paths do not apply', () => {
    expect(readSource(PAGE)).toContain('the build then writes a default `tsconfig.json` at the root anyway, without a message, and resolves imports with that one');
    expect(nested.code).toBe(1);
    expect(nested.out).toContain("Can't resolve '@/components/label'");
    expect(nested.out).not.toContain('Creating a default tsconfig.json');
    expect(existsSync(path.join(roots[0], 'tsconfig.json'))).toBe(true);
  });

  it('a TypeScript file in the root of a JavaScript project: the build writes a default tsconfig.json', () => {
    expect(readSource(PAGE)).toContain("a TypeScript file there, such as a `playwright.config.ts`, makes a JavaScript project's build print `Creating a default tsconfig.json…` and write one");
    expect(rootTs.code, rootTs.out).toBe(0);
    expect(rootTs.out).toContain('Creating a default tsconfig.json…');
    expect(existsSync(path.join(roots[1], 'tsconfig.json'))).toBe(true);
  });
});
