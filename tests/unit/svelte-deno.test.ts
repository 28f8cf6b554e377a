// The Svelte and Deno pages against the pinned CLI: template names from `create --help` and the catalog in the
// CLI's dist, Svelte loader facts from extension-develop, and every Deno file name, command, task and message the
// Deno page states from the pinned packages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI_RUNTIME, cliHelp, templateGroupsOfHelp } from '../content/cli-help';
import { headings, splitFrontmatter } from '../content/page-rules';
import { filesUnder } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

const SVELTE_ROUTE = '/docs/languages-and-frameworks/svelte';
const DENO_ROUTE = '/docs/languages-and-frameworks/deno';

const CLI_DIST = path.join(CLI_RUNTIME, 'extension/dist/cli.cjs');
const CREATE_DIST = path.join(CLI_RUNTIME, 'extension-create/dist/module.cjs');
const DEVELOP_DIST = path.join(CLI_RUNTIME, 'extension-develop/dist');
const CLI_README = path.join(CLI_RUNTIME, 'extension/README.md');

/** The JavaScript files under `dir`, as full paths. */
const scriptsUnder = (dir: string): string[] => filesUnder(dir).filter((file) => /\.(mjs|cjs|js)$/.test(file)).map((file) => path.join(dir, file));

/** All readable JS of the four pinned packages' dist folders, as one text. */
function pinnedDistText(): string {
  const dirs = ['extension', 'extension-create', 'extension-develop', 'extension-install'].map((p) => path.join(CLI_RUNTIME, p, 'dist'));
  return dirs.flatMap(scriptsUnder).map((f) => readFileSync(f, 'utf8')).join('\n');
}

/** The text of one `## heading` section of a page body, up to the next h2. */
function section(body: string, heading: string): string {
  const start = body.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`No section "## ${heading}"`);
  const rest = body.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Names in backticks of the sentence that starts with `lead` (up to its full stop). */
function namesAfter(text: string, lead: string): string[] {
  const at = text.indexOf(lead);
  if (at < 0) throw new Error(`No sentence starting "${lead}"`);
  const sentence = text.slice(at + lead.length).split(/\.(\s|$)/)[0];
  return [...sentence.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
}

/** The string elements of a JS array literal assigned to `name` in a dist file. */
function arrayConst(text: string, name: string): string[] {
  const match = new RegExp(`const ${name} = \\[([\\s\\S]*?)\\]`).exec(text);
  if (!match) throw new Error(`No array ${name} in dist`);
  return [...match[1].matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

/** The body of a named function in a dist file (up to the first line that closes it). */
function functionBody(text: string, name: string): string {
  const start = text.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`No function ${name} in dist`);
  const end = text.indexOf('\n}\n', start);
  return text.slice(start, end < 0 ? undefined : end);
}

describe('Svelte page', () => {
  let body = '';
  let help = '';
  let cliText = '';
  beforeAll(() => {
    body = splitFrontmatter(readSource(SVELTE_ROUTE)).body;
    help = cliHelp('create');
    cliText = readFileSync(CLI_DIST, 'utf8');
  }, 60_000);

  it('is titled Svelte', () => {
    expect(headings(body, 1)).toEqual(['Svelte']);
  });

  it('lists exactly the Svelte templates the pinned CLI ships', () => {
    const fromHelp = templateGroupsOfHelp(help)
      .flatMap((g) => g.templates)
      .filter((name) => name.includes('svelte'));
    const fromDist = arrayConst(cliText, 'TEMPLATE_CORPUS_SLUGS').filter((name) => name.includes('svelte'));
    expect(fromHelp.length).toBeGreaterThan(0);
    expect(new Set(fromHelp)).toEqual(new Set(fromDist));
    const onPage = namesAfter(section(body, 'Start from a template'), 'These templates use Svelte:');
    expect(new Set(onPage)).toEqual(new Set(fromHelp));
  });

  it('names the Svelte template aliases the CLI still accepts', () => {
    const aliasBlock = help.split(/\n\s*\n/).find((b) => /^\s*Aliases\s*$/m.test(b.split('\n')[0])) ?? '';
    const aliases = [...aliasBlock.matchAll(/^\s+(\S+) still works, renamed to (\S+)$/gm)].filter((m) => m[1].includes('svelte'));
    expect(aliases.length).toBeGreaterThan(0);
    const text = section(body, 'Start from a template');
    for (const [, alias, target] of aliases) {
      expect(text).toContain(`\`${alias}\``);
      expect(text).toContain(`creates \`${target}\``);
    }
  });

  it('states the loader, its options and its option files as extension-develop does', () => {
    const rspack = readFileSync(path.join(DEVELOP_DIST, 'rspack-config~0.mjs'), 'utf8');
    const shared = readFileSync(path.join(DEVELOP_DIST, '840~0.mjs'), 'utf8');
    const fn = functionBody(rspack, 'maybeUseSvelte');
    expect(fn).toContain("dependencyId: 'svelte-loader'");
    expect(fn).toContain('emitCss: true');
    expect(fn).toContain('test: /\\.svelte\\.ts$/');
    const pkg = JSON.parse(readFileSync(path.join(DEVELOP_DIST, '../package.json'), 'utf8'));
    expect(Object.keys(pkg.dependencies)).toContain('svelte-loader');
    expect(body).toContain('`svelte-loader`');
    expect(body).toContain('`emitCss`');

    // Option files: `${framework}.loader.<ext>` in the order the dist tries them.
    const resolver = functionBody(shared, 'resolveLoaderConfigPath');
    const exts = [...resolver.matchAll(/`\$\{framework\}\.loader\.(\w+)`/g)].map((m) => m[1]);
    expect(exts.length).toBeGreaterThan(0);
    const customize = section(body, 'Customize svelte-loader');
    const named = [...customize.matchAll(/`svelte\.loader\.(\w+)`/g)].map((m) => m[1]);
    expect(new Set(named)).toEqual(new Set(exts));
    const order = namesAfter(customize, 'Extension.js looks for').map((n) => n.replace('svelte.loader.', ''));
    expect(order).toEqual(exts);
  });

  it('describes reload, not in-place hot updates, because svelte-loader only hot-reloads Svelte 4 and earlier', () => {
    const loader = readFileSync(path.join(CLI_RUNTIME, 'svelte-loader/index.js'), 'utf8');
    const gate = /options\.hotReload[^\n]*getMajor\(\) < (\d+)/.exec(loader);
    expect(gate).not.toBeNull();
    const svelteMajor = Number(JSON.parse(readFileSync(path.join(CLI_RUNTIME, 'svelte/package.json'), 'utf8')).version.split('.')[0]);
    expect(svelteMajor).toBeGreaterThanOrEqual(Number(gate![1]));
    const dev = section(body, 'What happens during development');
    expect(dev).toContain(`Svelte ${svelteMajor} components are not swapped in place`);
    expect(dev).toContain(`Svelte ${Number(gate![1]) - 1} and earlier`);
  });
});

describe('Deno page', () => {
  let body = '';
  let dist = '';
  let readme = '';
  let createText = '';
  let cliText = '';
  beforeAll(() => {
    body = splitFrontmatter(readSource(DENO_ROUTE)).body;
    dist = pinnedDistText();
    readme = readFileSync(CLI_README, 'utf8');
    createText = readFileSync(CREATE_DIST, 'utf8');
    cliText = readFileSync(CLI_DIST, 'utf8');
  });

  it('is titled Deno', () => {
    expect(headings(body, 1)).toEqual(['Deno']);
  });

  it('names only Deno files that the pinned dist knows', () => {
    const files = new Set([...body.matchAll(/`((?:[\w./-]*\/)?\.?deno(?:\.\w+)?)`/g)].map((m) => m[1]).filter((f) => f !== 'deno'));
    expect(files.size).toBeGreaterThan(2);
    for (const file of files) {
      const leaf = file.split('/').pop()!;
      expect(dist.includes(`'${leaf}'`) || dist.includes(`"${leaf}"`), file).toBe(true);
    }
  });

  it('lists the project manifest files in the order and set of the dist', () => {
    const develop = readFileSync(path.join(DEVELOP_DIST, '474~0.mjs'), 'utf8');
    const manifests = arrayConst(develop, 'PROJECT_MANIFEST_FILENAMES');
    const onPage = namesAfter(body, 'The project root is the nearest folder at or above the manifest that holds a');
    expect(onPage).toEqual(manifests);
  });

  it('shows only deno commands that occur in the pinned packages', () => {
    const code = [...body.matchAll(/^```(?:bash|sh)?\n([\s\S]*?)^```/gm)].map((m) => m[1]).join('\n');
    const inline = [...body.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
    const lines = [...code.split('\n'), ...inline].map((l) => l.trim()).filter((l) => /^deno\s/.test(l));
    expect(lines.length).toBeGreaterThan(3);
    const denoVerb = /'deno' === name\) return '([^']+)'/.exec(dist)?.[1];
    const tasks = [...functionBody(createText, 'extensionJsPackageJsonScripts').matchAll(/^\s+'?([\w:]+)'?: `/gm)].map((m) => m[1]);
    expect(tasks.length).toBeGreaterThan(3);
    for (const line of lines) {
      const [, sub, arg] = line.split(/\s+/);
      if (sub === 'task') {
        expect(dist).toContain('deno task');
        expect(tasks, line).toContain(arg);
      } else if (sub === 'run') {
        // How to start the CLI with Deno is stated by the pinned package's own README.
        expect(readme, line).toContain(line.split(/\s+/).slice(0, 4).join(' '));
        expect(dist).toContain('npm:extension@');
      } else if (sub === 'add') {
        expect(`deno ${denoVerb}`, line).toBe(line.split(/\s+/).slice(0, 3).join(' '));
      } else {
        expect(dist, line).toContain(`deno ${sub}`);
      }
    }
  });

  it('lists the tasks that create writes under Deno', () => {
    const tasks = [...functionBody(createText, 'extensionJsPackageJsonScripts').matchAll(/^\s+'?([\w:]+)'?: `/gm)].map((m) => m[1]);
    const onPage = namesAfter(body, '**`tasks`** holds the usual scripts:');
    expect(onPage).toEqual(tasks);
    expect(createText).toContain('"nodeModulesDir": "auto"');
    expect(body).toContain('`nodeModulesDir`** is set to `"auto"`');
  });

  it('quotes the Deno version messages the CLI prints', () => {
    const num = (name: string) => Number(new RegExp(`const ${name} = (\\d+);`).exec(cliText)?.[1]);
    const [denoMajor, denoMinor, nodeMajor, nodeMinor] = ['MIN_DENO_MAJOR', 'MIN_DENO_MINOR', 'MIN_NODE_MAJOR', 'MIN_NODE_MINOR'].map(num);
    const blocked = arrayConst(cliText, 'BLOCKED_DENO_VERSIONS');
    expect(body).toContain(`**Deno ${denoMajor}.${denoMinor} or newer**`);
    for (const version of blocked) expect(body).toContain(`**Deno ${version}**`);

    const fn = functionBody(cliText, 'unsupportedDenoVersionMessage');
    const templates = [...fn.matchAll(/return `([^`]+)`/g)].map((m) => m[1]);
    const render = (template: string, version: string) =>
      template
        .replaceAll('${version}', version)
        .replaceAll('${MIN_DENO_MAJOR}', String(denoMajor))
        .replaceAll('${MIN_DENO_MINOR}', String(denoMinor))
        .replaceAll('${MIN_NODE_MAJOR}', String(nodeMajor))
        .replaceAll('${MIN_NODE_MINOR}', String(nodeMinor));
    // The page quotes the blocked-version message and the too-old message (for a version below the floor).
    expect(body).toContain(render(templates[0], blocked[0]));
    const tooOld = /Requires Deno >= [\d.]+ \(you are on ([\d.]+)\)/.exec(body);
    expect(tooOld).not.toBeNull();
    expect(body).toContain(render(templates[1], tooOld![1]));
  });

  it('names the package-manager override and its accepted values as the dist does', () => {
    const develop = readFileSync(path.join(DEVELOP_DIST, '840~0.mjs'), 'utf8');
    expect(develop).toContain('process.env.EXTENSION_JS_PACKAGE_MANAGER');
    const accepted = [...functionBody(develop, 'normalizePackageManager').matchAll(/if \('(\w+)' === lower\)/g)].map((m) => m[1]);
    const onPage = namesAfter(body, 'The variable accepts');
    expect(new Set(onPage)).toEqual(new Set(accepted));
  });
});
