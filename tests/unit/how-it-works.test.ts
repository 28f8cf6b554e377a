import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, CLI_RUNTIME, NODE22 } from '../content/cli-help';
import { readSource } from '../content/source-pages';

// guides/how-it-works describes the pipeline of the pinned CLI: the plugins webpackConfig registers, the steps of
// plugin-extension, the order in which dev classifies a reload, how browsers are launched, and the output of a
// real build. Every name the page takes from the dist is looked up in the pinned extension-develop (and, for the
// browser launchers, extension) dist, and the output tree is compared with a build made by the pinned CLI.
const ROUTE = '/docs/guides/how-it-works';
const page = readSource(ROUTE);
const ROOT = path.resolve(import.meta.dirname, '../..');
const DIAGRAM = path.join(ROOT, 'docs/public/images/how-it-works.svg');
const DIAGRAM_DARK = path.join(ROOT, 'docs/public/images/how-it-works-dark.svg');
const DEVELOP_DIST = path.join(CLI_RUNTIME, 'extension-develop/dist');
const EXTENSION_DIST = path.join(CLI_RUNTIME, 'extension/dist');

function readTopLevel(dir: string, ext: RegExp): string {
  return readdirSync(dir)
    .filter((name) => ext.test(name))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}
const develop = readTopLevel(DEVELOP_DIST, /\.m?js$/);
const launcher = readTopLevel(EXTENSION_DIST, /\.cjs$/);

/** The text of one `## ` section of the page, up to the next one. */
function section(heading: string): string {
  const start = page.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`No section "${heading}" on ${ROUTE}`);
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end < 0 ? undefined : end);
}

/** The source of `class <name>` in the develop dist, up to the next top-level class or function. */
function classBody(name: string): string {
  const start = develop.indexOf(`class ${name} {`);
  if (start < 0) throw new Error(`class ${name} not in the dist`);
  const ends = ['\nclass ', '\nfunction '].map((m) => develop.indexOf(m, start + 1)).filter((i) => i > 0);
  return develop.slice(start, Math.min(...ends));
}

/** The source of `function <name>(` in the develop dist, up to the next top-level function. */
function functionBody(name: string, indent = ''): string {
  const start = develop.indexOf(`${indent}function ${name}(`);
  if (start < 0) throw new Error(`function ${name} not in the dist`);
  const end = develop.indexOf(`\n${indent}function `, start + 1);
  return develop.slice(start, end < 0 ? undefined : end);
}

/** Class name -> static plugin name, for every class of the develop dist that declares one. */
function pluginNamesByClass(): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of develop.matchAll(/class (\w+) \{\s*(?:[\w]+;\s*)*static name = '([\w:-]+)'/g)) names.set(m[1], m[2]);
  return names;
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
const svgTexts = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)</g)].map((m) => m[1].trim());

describe('guides/how-it-works against the pinned dist', () => {
  it('names the DevTools Protocol command dev loads the extension with, as the launcher sends it', () => {
    expect(launcher).toContain("cdp.sendCommand('Extensions.loadUnpacked', params)");
    for (const route of [ROUTE, '/docs/browsers/browser-flags']) expect(readSource(route), route).toContain('`Extensions.loadUnpacked`');
  });

  it('names only plugins the pinned extension-develop dist declares, on the page and in the diagram', () => {
    const declared = new Set(pluginNamesByClass().values());
    const named = new Set([...codeSpans(page), ...svgTexts(readFileSync(DIAGRAM, 'utf8'))].map((t) => t.replace(/ \(dev\)$/, '')).filter((t) => /^plugin-[a-z-]+$/.test(t)));
    expect(named.size).toBeGreaterThanOrEqual(8);
    expect([...named].filter((name) => !declared.has(name))).toEqual([]);
  });

  it('lists the plugins webpackConfig registers, in their order', () => {
    const names = pluginNamesByClass();
    const block = functionBody('webpackConfig');
    const list = block.slice(block.indexOf('const plugins = ['), block.indexOf('plugins.push('));
    const registered = [...list.matchAll(/new (\w+)\(/g)].map((m) => names.get(m[1])).filter((n): n is string => Boolean(n));
    const rows = section('What Rspack does with them')
      .split('\n')
      .map((line) => /^\| `(plugin-[a-z-]+)` \|/.exec(line)?.[1])
      .filter((n): n is string => Boolean(n));
    expect(registered.length).toBeGreaterThanOrEqual(8);
    expect(rows).toEqual(registered);
  });

  it('gives plugin-extension exactly the steps it applies', () => {
    const body = classBody(/class (\w+) \{\s*static name = 'plugin-extension'/.exec(develop)?.[1] ?? 'missing');
    const applied = new Set([...body.matchAll(/new (\w+Plugin)\(/g)].map((m) => m[1]));
    // Page label -> the class that step is in the dist.
    const classOf: Record<string, string> = {
      Manifest: 'ManifestPlugin',
      HTML: 'HtmlPlugin',
      Scripts: 'ScriptsPlugin',
      Locales: 'LocalesPlugin',
      Icons: 'IconsPlugin',
      JSON: 'JsonPlugin',
      'Web-accessible resources': 'WebResourcesPlugin',
    };
    const part = section('What Rspack does with them');
    const steps = part.slice(part.indexOf('Inside `plugin-extension`'));
    const labels = [...steps.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]);
    expect(labels.map((l) => classOf[l] ?? `unknown label ${l}`).sort()).toEqual([...applied].sort());
  });

  it('orders the reload rules as classifyReloadFromSources checks them', () => {
    const classify = functionBody('classifyReloadFromSources');
    // Every `type:` the function returns, up to the fallbacks that follow the `page` rule.
    const returned = [...classify.matchAll(/type: ['"]([\w-]+)['"]/g)].map((m) => m[1]);
    const kindOf: Record<string, string> = {
      'Full extension reload': 'full',
      'Service worker reload': 'service-worker',
      'Content script update': 'content-scripts',
      'Page update': 'page',
    };
    const rules = section('How dev picks a reload')
      .split('\n')
      .map((line) => /^\d+\. \*\*([^*]+)\*\*/.exec(line)?.[1])
      .filter((l): l is string => Boolean(l))
      .map((l) => kindOf[l] ?? `unknown rule ${l}`);
    expect(rules.length).toBe(5);
    expect(returned.slice(0, rules.length)).toEqual(rules);

    // Rule 1 names the paths that force a full reload.
    const forced = functionBody('isForcedFullPath');
    const firstRule = section('How dev picks a reload').split('\n').find((line) => line.startsWith('1. '));
    for (const needle of ['manifest.json', '_locales/']) {
      expect(forced).toContain(`'${needle}'`);
      expect(firstRule).toContain(needle);
    }
  });

  it('describes what the extension does for each reload kind as the injected producer does', () => {
    const handle = develop.slice(develop.indexOf('function handleDevReloadFrame('), develop.indexOf('function sanitize(', develop.indexOf('function handleDevReloadFrame(')));
    expect(handle).toMatch(/if \(kind === "page"\) \{[^}]*return;/);
    const perform = develop.slice(develop.indexOf('function performDevReload('), develop.indexOf('function announceReloadInTabs('));
    expect(perform).toContain('chrome.runtime.reload()');
    expect(section('How dev picks a reload')).toContain('`chrome.runtime.reload()`');
    expect(functionBody('dispatchReload')).toContain("process.env.EXTENSION_NO_RELOAD");
    expect(page).toContain('`EXTENSION_NO_RELOAD=true`');
  });

  // [what the page shows, where the pinned dist has it]
  const claims: Array<[string, () => boolean]> = [
    ['`shared/framework.js`', () => develop.includes("filename: 'shared/framework.js'")],
    ['`shared/commons.js`', () => develop.includes("filename: 'shared/commons.js'")],
    ['`content_scripts/content-<n>.js`', () => develop.includes('content_scripts/content-')],
    ['`assets/`', () => develop.includes("'assets/[name].[contenthash:8][ext]'")],
    ['removes the browser launcher', () => develop.includes("constructor.name !== 'plugin-browsers'")],
    ['`dist/extension-js/profiles/<browser>-profile/`', () => launcher.includes("'extension-js', 'profiles', `${configOptions.browser}-profile`")],
    ['`--load-extension`', () => launcher.includes('`--load-extension=${')],
    ['`--user-data-dir`', () => launcher.includes('`--user-data-dir=${')],
    ['`-profile`', () => launcher.includes("'-profile'")],
    ['`-start-debugger-server`', () => launcher.includes("'-start-debugger-server'")],
    ['temporary add-on', () => launcher.includes("type: 'installTemporaryAddon'")],
    ['asks the browser to load the folder', () => launcher.includes("'Extensions.loadUnpacked'")],
    ['devtools companion', () => develop.includes("packageName: 'extension-js-devtools'")],
    ['browser theme', () => develop.includes("packageName: 'extension-js-theme'")],
  ];
  it.each(claims)('the page says %s and the pinned dist has it', (shown, inDist) => {
    expect(page).toContain(shown);
    expect(inDist()).toBe(true);
  });
});

describe('guides/how-it-works output tree against a build by the pinned CLI', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'how-it-works-'));
  const project = path.join(work, 'demo');
  const env = { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1', CI: '1' };
  const run = (args: string[], cwd: string) => spawnSync(NODE22, [CLI, ...args], { cwd, env, encoding: 'utf8', timeout: 60_000 });

  beforeAll(() => {
    const created = run(['create', 'demo', '--template=javascript'], work);
    expect(created.status, created.stderr).toBe(0);
    for (const browser of ['chromium', 'firefox']) {
      const built = run(['build', `--browser=${browser}`, '--install=false'], project);
      expect(built.status, built.stdout + built.stderr).toBe(0);
    }
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** The files of the page's text tree, as paths relative to the project. */
  function treePaths(): string[] {
    const block = /```text\n(dist\/\n[\s\S]*?)```/.exec(section('What lands in the output folder'))?.[1] ?? '';
    const stack: string[] = ['dist'];
    const paths: string[] = [];
    for (const line of block.split('\n').slice(1)) {
      const at = line.search(/[├└]── /);
      if (at < 0) continue;
      const depth = at / 4 + 1;
      const name = line.slice(at + 4).trim();
      stack.length = depth;
      if (name.endsWith('/')) {
        stack.push(name.slice(0, -1));
        continue;
      }
      const [first, last] = name.split(' … ');
      paths.push([...stack, first].join('/'));
      if (last) paths.push([...stack, path.posix.dirname(first), last].join('/'));
    }
    return paths;
  }

  it('shows files the build writes', () => {
    const paths = treePaths();
    expect(paths.length).toBeGreaterThanOrEqual(10);
    expect(paths.filter((p) => !existsSync(path.join(project, p)))).toEqual([]);
  });

  it('describes the emitted manifests', () => {
    const chromium = JSON.parse(readFileSync(path.join(project, 'dist/chromium/manifest.json'), 'utf8'));
    const firefox = JSON.parse(readFileSync(path.join(project, 'dist/firefox/manifest.json'), 'utf8'));
    const text = section('What lands in the output folder');
    expect(text).toContain(`\`${chromium.background.service_worker}\``);
    expect(text).toContain(`\`${chromium.content_scripts[0].js[0]}\``);
    const war = chromium.web_accessible_resources.flatMap((entry: { resources: string[] }) => entry.resources);
    expect(war.some((file: string) => text.includes(file))).toBe(true);
    expect(firefox.background.service_worker).toBeUndefined();
    expect(text).toContain(`\`${firefox.background.scripts[0]}\``);
  });
});

describe('guides/how-it-works diagram', () => {
  it('exists with its dark twin and is shown on the page', () => {
    expect(existsSync(DIAGRAM)).toBe(true);
    expect(existsSync(DIAGRAM_DARK)).toBe(true);
    expect(page).toMatch(/!\[[^\]]+\]\(\/images\/how-it-works\.svg\)/);
  });
});
