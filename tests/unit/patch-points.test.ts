import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyPatch, ROUTE_LOOKUP_PATCHES } from '../../builder/plugins/routeLookup';

// theme/README.md lists every place that reaches into Rspress beyond its public API. This test finds such places in
// the code and compares them with the list both ways, and checks that every internal module still resolves.
const README = readFileSync('theme/README.md', 'utf8');
const rows = README.split('\n').filter((line) => line.startsWith('| `'));
const listedFiles = new Set(rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1])));
const guardTests = rows.flatMap((row) => [...(row.split('|')[4] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

// What counts as reaching in: an import of Rspress's dist or of its virtual modules, a patched prototype, a wrapped
// global, a wrapped route preload, a toJSON planted on Rspress's records, reading Rspress's files, a config alias.
const PATCHES: Array<[string, RegExp]> = [
  ['internal import', /from '@rspress\/core\/dist\/|import '@rspress\/core\/dist\//],
  ['virtual module', /from 'virtual-[a-z-]+'/],
  ['prototype patch', /[A-Z]\w+\.prototype as /],
  ['wrapped fetch', /window\.fetch = /],
  ['wrapped preload', /route\.preload = /],
  ['replaced storage', /defineProperty\(window, 'localStorage'/],
  ['replaced history', /history\.replaceState\(/],
  ['planted toJSON', /defineProperty\([^,]+, 'toJSON'/],
  ['reads Rspress files', /packageDir\('@rspress\/core'\)/],
  ['edits built HTML', /writeFileSync\(file, withMetaPolicy/],
  ['alias', /(nprogress|flexsearch)\$:/],
  ['hidden record fields', /defineProperty\(record, field, \{[^}]*enumerable: false/],
  ['MDX page meta', /data\('pageMeta'\)/],
  ['transformed virtual module', /virtual-(?:site-data|routes|page-data)\\\.js/],
  ['transformed Rspress file', /@rspress\[\\\\\/\]core\[\\\\\/\]dist/],
  ['reads the chunk graph', /namedChunkGroups/],
];

const files = [...sourceFiles('theme'), ...sourceFiles('builder'), ...sourceFiles('common'), 'rspress.config.ts'];
const patched = files.filter((file) => PATCHES.some(([, re]) => re.test(readFileSync(file, 'utf8'))));

describe('theme/README.md patch points', () => {
  it('finds patch points in the code', () => {
    expect(patched.length).toBeGreaterThan(10);
  });

  it.each(patched)('%s is listed', (file) => {
    expect(listedFiles.has(file), `${file} reaches into Rspress but theme/README.md does not list it`).toBe(true);
  });

  it.each([...listedFiles].filter((f) => /\.(ts|tsx|mjs)$/.test(f)))('listed file %s exists and still reaches in', (file) => {
    expect(existsSync(file), file).toBe(true);
    expect(patched, `${file} is listed but no longer reaches into Rspress`).toContain(file);
  });

  it.each([...new Set(guardTests)])('guard test %s exists', (test) => {
    expect(existsSync(test), test).toBe(true);
  });

  // The guard an upgrade trips first: an internal module moved or renamed.
  it.each(
    [...new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(@rspress\/core\/dist\/[^']+)'/g)].map((m) => m[1])))],
  )('%s still resolves', (specifier) => {
    expect(existsSync(path.join('node_modules', specifier)), specifier).toBe(true);
  });
});

describe("Rspress's nprogress imports, as rspress.config.ts aliases them", () => {
  it('the theme imports nprogress and its stylesheet by the names the aliases replace', () => {
    expect(readFileSync('node_modules/@rspress/core/dist/theme/styles/index.js', 'utf8')).toContain('import "nprogress/nprogress.css";');
    expect(readFileSync('node_modules/@rspress/core/dist/theme/components/Link/useLinkNavigate.js', 'utf8')).toContain('import nprogress from "nprogress";');
  });
});

// theme/index.tsx marks each override "replaces" or "wraps". A replacement is Rspress's component written again:
// its file opens with the Rspress version and file it replaces and when it can go. An upgrade of Rspress fails
// here until each replacement has been compared with the new original (and the version in its line bumped).
describe('replaced Rspress components', () => {
  const installed = JSON.parse(readFileSync('node_modules/@rspress/core/package.json', 'utf8')).version as string;
  const replaced = [...readFileSync('theme/index.tsx', 'utf8').matchAll(/from '(\.\/[^']+)'; \/\/ replaces:/g)].map((m) => m[1]);

  it('are listed in theme/index.tsx', () => {
    expect(replaced.length).toBeGreaterThan(10);
  });

  it.each(replaced)('%s names the Rspress version and file it replaces, and when to delete it', (module) => {
    const file = ['.tsx', '.ts'].map((ext) => path.join('theme', module + ext)).find((candidate) => existsSync(candidate));
    expect(file, module).toBeDefined();
    const first = readFileSync(file as string, 'utf8').split('\n')[0];
    const match = /^\/\/ Replaces @rspress\/core (\S+) (dist\/theme\/\S+\.js)[.,] .*?Delete when\b.+\.$/.exec(first);
    expect(match, first).not.toBeNull();
    const [, version, original] = match as RegExpExecArray;
    expect(version, 'compare with the upgraded original, then bump the version in this line').toBe(installed);
    expect(existsSync(path.join('node_modules/@rspress/core', original)), original).toBe(true);
  });
});

// builder/plugins/routeLookup.ts changes lines of Rspress's runtime so that routes the first script does not hold load when
// needed. The build stops when a line is missing; this fails first, on the installed files.
describe("Rspress's route lookups, as builder/plugins/routeLookup.ts patches them", () => {
  const installed = (pattern: RegExp) =>
    ['runtime/route.js', 'runtime/initPageData.js', 'runtime/ssrClientEntry.js', 'runtime/Content.js', 'theme/components/Link/useLinkNavigate.js']
      .map((file) => path.resolve('node_modules/@rspress/core/dist', file))
      .filter((file) => pattern.test(file));

  it.each(ROUTE_LOOKUP_PATCHES.map((patch) => [String(patch.file), patch] as const))('%s holds each line to replace once', (_, patch) => {
    const [file] = installed(patch.file);
    expect(file).toBeDefined();
    const code = readFileSync(file as string, 'utf8');
    const patched = applyPatch(patch, code, file as string);
    expect(patched).toContain('from "virtual-routes"');
    expect(patched).not.toBe(code);
  });
});
