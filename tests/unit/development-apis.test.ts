import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, NODE22 } from '../content/cli-help';
import { sectionUnder } from '../content/markdown-tables';
import { splitFrontmatter } from '../content/page-rules';
import { distFileWith } from '../content/pinned-dist';
import { readSource } from '../content/source-pages';

// development/permissions, development/storage and development/messaging describe what the pinned dist does
// with permissions in dev, what the build checks for storage.managed_schema, and quote CLI messages. The
// dev-added permissions are compared with the lists in the dist's dev-defaults step, a production build of the
// bundled template is compared with its source manifest, and every quoted message is matched against the dist
// (and, for the managed schema, against real build output).
const permissionsPage = splitFrontmatter(readSource('/docs/development/permissions')).body;
const storagePage = splitFrontmatter(readSource('/docs/development/storage')).body;
const ENV = { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' };


const distSource = distFileWith('class ApplyDevDefaults');

/** The string items of `const <name> = [ ... ];` in the dist. */
function distArray(name: string): string[] {
  const m = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(distSource);
  if (!m) throw new Error(`${name} not in the dist`);
  return [...m[1].matchAll(/["']([^"']+)["']/g)].map((x) => x[1]);
}

/** Source text from `class <name>` to the next top-level class. */
function classBody(name: string): string {
  const start = distSource.indexOf(`class ${name} `);
  if (start < 0) throw new Error(`class ${name} not in the dist`);
  const end = distSource.indexOf('\nclass ', start + 1);
  return distSource.slice(start, end < 0 ? undefined : end);
}

/** Every template-literal and double-quoted string line of the dist, as an anchored regex with `${...}` as a wildcard. */
const messageTemplates: RegExp[] = (() => {
  const literals = [
    ...distSource.matchAll(/`((?:[^`\\$]|\\.|\$(?!\{)|\$\{(?:[^{}`]|\{[^{}]*\}|`[^`]*`)*\})*)`/g),
    ...distSource.matchAll(/"((?:[^"\\\n]|\\.){15,})"/g),
  ].map((m) => m[1]);
  const out: RegExp[] = [];
  for (const literal of literals) {
    for (const line of literal.split('\\n')) {
      const parts = line.split(/\$\{(?:[^{}`]|\{[^{}]*\}|`[^`]*`)*\}/);
      if (parts.join('').trim().length < 15) continue;
      const body = parts.map((p) => p.replace(/\\(.)/g, '$1').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*?');
      // A leading placeholder is the CLI's log prefix (an arrow or a label): a quote may leave it out.
      out.push(new RegExp(`^\\s*${body.replace(/^\.\*\?\s/, '(?:.*?\\s)?')}\\s*$`));
    }
  }
  return out;
})();

function inDistMessages(quote: string): boolean {
  return messageTemplates.some((re) => re.test(quote));
}

/** Lines of the ```text blocks of a page: the CLI messages it quotes. */
function quotedTextLines(body: string): string[] {
  return [...body.matchAll(/```text\n([\s\S]*?)```/g)].flatMap((m) => m[1].split('\n').filter((l) => l.trim()));
}

/** The rows of the first table in a section, as arrays of cells. */
function tableRows(section: string): string[][] {
  return section
    .split('\n')
    .filter((l) => l.trim().startsWith('|'))
    .slice(2)
    .map((l) => l.trim().slice(1, -1).split(/(?<!\\)\|/).map((c) => c.trim()));
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

function runCli(args: string[], cwd: string): { code: number | null; out: string } {
  const r = spawnSync(NODE22, [CLI, ...args, '--no-telemetry'], { cwd, env: ENV, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: stripAnsi(`${r.stdout}\n${r.stderr}`) };
}

describe('permissions added by extension dev', () => {
  const mv3 = distArray('DEV_INJECTED_PERMISSIONS_MV3');
  const mv2 = distArray('DEV_INJECTED_PERMISSIONS_MV2');
  const rows = tableRows(sectionUnder(permissionsPage, '## What `extension dev` adds'));

  it('the dist lists are the ones the dev-defaults step injects, and only in development mode', () => {
    expect(mv3.length).toBeGreaterThan(0);
    expect(mv2.length).toBeGreaterThan(0);
    const body = classBody('ApplyDevDefaults');
    expect(body).toMatch(/'development' !== compiler\.options\.mode\) return/);
    expect(body).toContain('devInjectedPermissions(canonicalManifest.manifest_version)');
    expect(body).toMatch(/permissions: \[\s*\.\.\.new Set\(\[\s*\.\.\.injectedPermissions/);
  });

  it('the page table lists exactly the dist lists per manifest version', () => {
    const byVersion = new Map(rows.map((r) => [r[0], codeSpans(r[1])]));
    expect(byVersion.get('3')).toEqual(mv3);
    expect(byVersion.get('2')).toEqual(mv2);
  });

  it('the host patterns the page says dev adds come from content_scripts matches', () => {
    const hostCells = rows.map((r) => r[2]).join(' ');
    expect(hostCells).toMatch(/content_scripts/);
    expect(distSource).toMatch(/function devInjectedHostPatterns\(manifest\)[\s\S]{0,200}cs\.matches/);
  });

  it('the extra web_accessible_resources the page names are the dist dev runtime resources', () => {
    const section = sectionUnder(permissionsPage, '## What `extension dev` adds');
    for (const resource of distArray('DEV_RUNTIME_RESOURCES')) expect(section).toContain(`\`${resource}\``);
  });
});

describe('messages the pages quote', () => {
  it('every quoted ```text line of the permissions and storage pages is a message template in the dist', () => {
    const lines = [...quotedTextLines(permissionsPage), ...quotedTextLines(storagePage)];
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(inDistMessages(line), line).toBe(true);
  });
});

describe('builds of the bundled template', () => {
  let work: string;
  let template: string;

  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'development-apis-'));
    const created = runCli(['create', 'demo', '--template=javascript'], work);
    expect(created.code, created.out).toBe(0);
    template = path.join(work, 'demo');
    // No devDependencies, so the build does not try to install the `extension` package from the registry.
    const pkgPath = path.join(template, 'package.json');
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
    pkg.devDependencies = {};
    writeFileSync(pkgPath, JSON.stringify(pkg, null, 2));
  }, 60_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('a production build for chrome ships exactly the permissions of the source manifest', () => {
    const project = path.join(work, 'prod');
    cpSync(template, project, { recursive: true });
    const built = runCli(['build', '--browser=chrome'], project);
    expect(built.code, built.out).toBe(0);
    const source = JSON.parse(readFileSync(path.join(project, 'src/manifest.json'), 'utf8'));
    const output = JSON.parse(readFileSync(path.join(project, 'dist/chrome/manifest.json'), 'utf8'));
    const injected = new Set([...distArray('DEV_INJECTED_PERMISSIONS_MV3'), ...distArray('DEV_INJECTED_PERMISSIONS_MV2')]);
    for (const key of ['permissions', 'host_permissions', 'optional_permissions', 'optional_host_permissions']) {
      const declared = source[key] ?? source[`chromium:${key}`] ?? source[`chrome:${key}`];
      expect(output[key], key).toEqual(declared);
    }
    for (const permission of output.permissions ?? []) {
      if (injected.has(permission)) expect(source.permissions ?? source['chromium:permissions']).toContain(permission);
    }
  }, 60_000);

  it('each managed-schema failure prints what the storage page quotes, and the text is in the dist', () => {
    const rows = tableRows(sectionUnder(storagePage, '## Ship a managed storage schema'));
    // Row order on the page: file missing, invalid JSON, not an object.
    const cases: Array<[string, string | undefined]> = [
      ['missing', undefined],
      ['syntax', '{"type": "object",}'],
      ['array', '[]'],
    ];
    expect(rows.length).toBe(cases.length);
    cases.forEach(([name, content], i) => {
      const project = path.join(work, `schema-${name}`);
      cpSync(template, project, { recursive: true });
      const manifestPath = path.join(project, 'src/manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      manifest.storage = { managed_schema: 'managed_schema.json' };
      writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
      if (content !== undefined) writeFileSync(path.join(project, 'src/managed_schema.json'), content);
      const built = runCli(['build', '--browser=chrome'], project);
      expect(built.code, built.out).not.toBe(0);
      const quotes = codeSpans(rows[i][1]);
      expect(quotes.length).toBeGreaterThan(0);
      for (const quote of quotes) {
        expect(built.out, `${name}: ${quote}`).toContain(quote);
        expect(inDistMessages(quote), quote).toBe(true);
      }
    });
  }, 60_000);
});
