import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, cliHelp } from '../content/cli-help';
import { filesUnder, GUIDE_EXAMPLES, runCli, titledBlocks, type CliRun } from '../content/guide-examples';
import { distFileWith } from '../content/pinned-dist';
import { readSource } from '../content/source-pages';
// The unit-tests page's own test file, run here as it is: its describe blocks join this file's.
import '../fixtures/guide-examples/unit-tests/tests/goal.test.js';

// Issue 37, part B: the example projects of popup sizing, lazy loading, sandbox pages, browser themes, unit tests and
// Firefox run and lint (tests/fixtures/guide-examples/). Each page's titled code blocks equal the fixture's files,
// every project is built with the pinned CLI (all builds in parallel in beforeAll), and what each page says the
// build does is read from the output.

// Which fixture file each titled block shows, page by page, in page order (the title is the path in the project).
const PAGE_EXAMPLES: Record<string, { project: string; files: string[] }> = {
  '/docs/development/popup-sizing': {
    project: 'popup-sizing',
    files: ['src/manifest.json', 'src/popup.html', 'src/popup.css', 'src/popup.js'],
  },
  '/docs/development/lazy-loading': {
    project: 'lazy-loading',
    files: [
      'src/manifest.json',
      'src/popup.html',
      'src/popup.js',
      'src/stats.js',
      'src/content.js',
      'src/highlighter.js',
      'src/background.js',
      'src/visits.js',
    ],
  },
  '/docs/development/sandbox-pages': {
    project: 'sandbox-pages',
    files: ['src/manifest.json', 'src/popup.html', 'src/popup.js', 'src/sandbox.html', 'src/sandbox.js'],
  },
  '/docs/development/browser-themes': { project: 'browser-themes', files: ['src/manifest.json'] },
  '/docs/guides/unit-tests': {
    project: 'unit-tests',
    files: ['src/manifest.json', 'src/lib/goal.js', 'src/background.js', 'tests/goal.test.js'],
  },
  '/docs/browsers/firefox-run-and-lint': {
    project: 'firefox-run-and-lint',
    files: ['src/manifest.json', 'src/background.js', 'extension.config.js', 'package.json'],
  },
};

describe('the example code on the pages is the code of the fixtures', () => {
  it.each(Object.entries(PAGE_EXAMPLES))('%s', (route, { project, files }) => {
    const blocks = titledBlocks(route);
    expect(blocks.map(([title]) => title)).toEqual(files);
    blocks.forEach(([, text], i) => expect(text, files[i]).toBe(readFileSync(path.join(GUIDE_EXAMPLES, project, files[i]), 'utf8')));
  });
});

describe('the example projects with the pinned CLI', () => {
  let work: string;
  const at = (...parts: string[]) => path.join(work, ...parts);
  const json = (...parts: string[]) => JSON.parse(readFileSync(at(...parts), 'utf8'));
  const text = (...parts: string[]) => readFileSync(at(...parts), 'utf8');
  const runs: Record<string, CliRun> = {};

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'guide-examples-b-'));
    cpSync(GUIDE_EXAMPLES, work, {
      recursive: true,
      filter: (source) => !/\/(node_modules|dist)(\/|$)/.test(source),
    });
    // The popup without its doctype, to see whether the build adds one.
    cpSync(at('popup-sizing'), at('popup-no-doctype'), { recursive: true });
    writeFileSync(at('popup-no-doctype/src/popup.html'), text('popup-sizing/src/popup.html').replace('<!doctype html>\n', ''));
    // The theme with CSS color strings in its Chromium colors, to see what the Chromium build makes of them.
    cpSync(at('browser-themes'), at('theme-color-strings'), { recursive: true });
    const themed = json('theme-color-strings/src/manifest.json');
    themed['chromium:theme'].colors = { frame: '#1e293b', toolbar: 'rgb(51, 65, 85)', tab_text: 'white' };
    writeFileSync(at('theme-color-strings/src/manifest.json'), JSON.stringify(themed, null, 2));
    // The same theme built with --browser=all, which build's help does not list (Compatibility Matrix).
    cpSync(at('browser-themes'), at('theme-all'), { recursive: true });
    const jobs: Record<string, [string[], string]> = {
      popup: [['build', '--browser=chrome'], 'popup-sizing'],
      popupNoDoctype: [['build', '--browser=chrome'], 'popup-no-doctype'],
      lazy: [['build', '--browser=chrome,firefox'], 'lazy-loading'],
      sandbox: [['build', '--browser=chrome,firefox'], 'sandbox-pages'],
      themes: [['build', '--browser=chrome,firefox'], 'browser-themes'],
      themeColorStrings: [['build', '--browser=chrome'], 'theme-color-strings'],
      themeAll: [['build', '--browser=all'], 'theme-all'],
      unitTests: [['build', '--browser=chrome'], 'unit-tests'],
      firefox: [['build', '--browser=firefox'], 'firefox-run-and-lint'],
    };
    const done = await Promise.all(Object.entries(jobs).map(async ([name, [args, dir]]) => [name, await runCli(args, at(dir))] as const));
    for (const [name, run] of done) runs[name] = run;
  }, 120_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('every example project builds', () => {
    for (const [name, run] of Object.entries(runs)) expect(run.code, `${name}\n${run.out}`).toBe(0);
  });

  describe('popup sizing', () => {
    it('the popup becomes action/index.html with its stylesheet and script beside it, sizes untouched', () => {
      expect(json('popup-sizing/dist/chrome/manifest.json').action.default_popup).toBe('action/index.html');
      const html = text('popup-sizing/dist/chrome/action/index.html');
      expect(html).toContain('href="/action/index.css"');
      expect(html).toContain('src="/action/index.js"');
      const css = text('popup-sizing/dist/chrome/action/index.css');
      for (const rule of ['width:360px', 'min-height:120px', 'max-height:560px']) expect(css).toContain(rule);
    });

    it('the build keeps the doctype, and adds none to a page without one', () => {
      expect(text('popup-sizing/dist/chrome/action/index.html')).toMatch(/^<!DOCTYPE html>/i);
      expect(text('popup-no-doctype/dist/chrome/action/index.html')).not.toMatch(/<!DOCTYPE/i);
    });
  });

  describe('lazy loading', () => {
    const page = readSource('/docs/development/lazy-loading');
    const chunks = (browser: string) => readdirSync(at('lazy-loading/dist', browser)).filter((name) => /^\d+\.js$/.test(name)).sort();
    const chunkWith = (browser: string, marker: string) =>
      chunks(browser).filter((name) => text('lazy-loading/dist', browser, name).includes(marker));

    it('each import() becomes a chunk named <number>.js at the root of the output, in both builds', () => {
      expect(page).toContain('`<number>.js`');
      expect(chunks('chrome')).toHaveLength(2);
      expect(chunks('firefox')).toEqual(chunks('chrome'));
    });

    it('the lazy code is in its chunk, not in the entry that imports it; the static import is bundled', () => {
      // Literals survive minification; names do not.
      expect(chunkWith('chrome', '.host')).toHaveLength(1);
      expect(text('lazy-loading/dist/chrome/action/index.js')).not.toContain('.host');
      expect(chunkWith('chrome', '&amp;')).toHaveLength(1);
      expect(text('lazy-loading/dist/chrome/content_scripts/content-0.js')).not.toContain('&amp;');
      expect(text('lazy-loading/dist/chrome/background/service_worker.js')).toContain('slice(-500)');
    });

    it('the content script chunk is web-accessible on the content script matches, the popup chunk is not', () => {
      const [contentChunk] = chunkWith('chrome', '&amp;');
      for (const browser of ['chrome', 'firefox']) {
        const manifest = json('lazy-loading/dist', browser, 'manifest.json');
        expect(manifest.web_accessible_resources).toEqual([{ resources: [contentChunk], matches: ['https://developer.mozilla.org/*'] }]);
      }
      expect(json('lazy-loading/src/manifest.json').web_accessible_resources).toBeUndefined();
    });

    it('the content script loads its chunk with a native import() of the extension URL', () => {
      expect(text('lazy-loading/dist/chrome/content_scripts/content-0.js')).toMatch(/import\(chrome\.runtime\.getURL\(/);
    });
  });

  describe('sandbox pages', () => {
    it('sandbox.pages[0] is built to sandbox/page-0.html with its script, in Chrome and Firefox', () => {
      for (const browser of ['chrome', 'firefox']) {
        expect(json('sandbox-pages/dist', browser, 'manifest.json').sandbox).toEqual({ pages: ['sandbox/page-0.html'] });
        expect(text('sandbox-pages/dist', browser, 'sandbox/page-0.html')).toContain('src="/sandbox/page-0.js"');
      }
    });

    it('the iframe src naming the source page is rewritten to the built page', () => {
      expect(text('sandbox-pages/dist/chrome/action/index.html')).toContain('<iframe id="sandbox" src="/sandbox/page-0.html"');
    });

    it('new Function survives minification as Function(...), with no warning about it', () => {
      expect(text('sandbox-pages/dist/chrome/sandbox/page-0.js')).toMatch(/\bFunction\(\.\.\.Object\.keys\(/);
      expect(runs.sandbox.out).not.toMatch(/\beval\b|Function/);
    });
  });

  describe('browser themes', () => {
    it('each build gets a plain theme key with its own prefixed values, colours as written', () => {
      const source = json('browser-themes/src/manifest.json');
      const chrome = json('browser-themes/dist/chrome/manifest.json');
      const firefox = json('browser-themes/dist/firefox/manifest.json');
      expect(chrome.theme.colors).toEqual(source['chromium:theme'].colors);
      expect(firefox.theme.colors).toEqual(source['firefox:theme'].colors);
      expect(chrome.browser_specific_settings).toBeUndefined();
      expect(firefox.browser_specific_settings).toEqual(source['firefox:browser_specific_settings']);
    });

    it('theme images are copied under theme/images/ and the manifest points there; nothing else is emitted', () => {
      for (const browser of ['chrome', 'firefox']) {
        expect(json('browser-themes/dist', browser, 'manifest.json').theme.images).toEqual({ theme_frame: 'theme/images/images/frame.png' });
        expect(readFileSync(at('browser-themes/dist', browser, 'theme/images/images/frame.png'))).toEqual(
          readFileSync(path.join(GUIDE_EXAMPLES, 'browser-themes/src/images/frame.png')),
        );
        expect(filesUnder(at('browser-themes/dist', browser)).sort()).toEqual(['manifest.json', 'theme/images/images/frame.png']);
      }
    });

    it('a Chromium build turns CSS color strings into the number arrays Chromium reads', () => {
      expect(json('theme-color-strings/dist/chrome/manifest.json').theme.colors).toEqual({ frame: [30, 41, 59], toolbar: [51, 65, 85], tab_text: [255, 255, 255] });
    });

    it('--browser=all builds Chrome, Edge and Firefox', () => {
      expect(readdirSync(at('theme-all/dist')).filter((name) => name !== 'extension-js').sort()).toEqual(['chrome', 'edge', 'firefox']);
    });

    it('the Firefox build prints no data collection warning', () => {
      expect(runs.themes.out).not.toContain('data_collection_permissions');
    });
  });

  describe('unit tests', () => {
    it('the build ships the manifest and the service worker with goal.js bundled in, and no test', () => {
      expect(filesUnder(at('unit-tests/dist/chrome')).sort()).toEqual(['background/service_worker.js', 'manifest.json']);
      expect(text('unit-tests/dist/chrome/background/service_worker.js')).toContain('goal-reached');
    });

    it('the CLI has no test command', () => {
      const commands = cliHelp().split('Commands:')[1].split('\n\n')[0];
      expect(commands).toMatch(/^\s+build \[options\]/m);
      expect(commands).not.toMatch(/^\s+test\b/m);
    });
  });

  describe('Firefox run and lint', () => {
    const cli = readFileSync(path.join(path.dirname(CLI), '../dist/cli.cjs'), 'utf8');
    const lint = distFileWith('const ADDON_LINT_TIMEOUT_MS');

    it('dev, start and preview take the run flags the page maps', () => {
      for (const command of ['dev', 'start', 'preview']) {
        const help = cliHelp(command);
        for (const flag of ['--profile', '--starting-url', '--gecko-binary', '--browser']) expect(help, `${command} ${flag}`).toContain(flag);
        expect(help).toContain('alias: --firefox-binary');
      }
    });

    it('dev installs the add-on as a temporary add-on over the remote debugging server', () => {
      expect(cli).toContain('installTemporaryAddon(');
      expect(cli).toContain('-start-debugger-server');
    });

    it('the build lints production Gecko builds only, with warnings as warnings, at most 20 shown, 10 s at most', () => {
      expect(cliHelp('build')).toContain('--no-addon-lint');
      expect(lint).toMatch(/if \('production' !== input\.mode\) return \{\s*status: 'skipped'/);
      expect(lint).toMatch(/if \(!isGeckoBasedBrowser\(String\(input\.browser\)\)\) return \{\s*status: 'skipped'/);
      expect(lint).toContain('warningsAsErrors: false');
      expect(lint).toContain('selfHosted: false');
      expect(lint).toContain('const ADDON_LINT_MAX_PRINTED = 20;');
      expect(lint).toContain('const ADDON_LINT_TIMEOUT_MS = 10000;');
      expect(lint).toMatch(/warnings: \[\s*\.\.\.summary\.warnings \|\| \[\],\s*\.\.\.lint\.lines/);
    });

    it('without addons-linter the build says so, in the words the page quotes, and succeeds', () => {
      const quote = 'Skipped the addons.mozilla.org lint: addons-linter is not installed.';
      expect(readSource('/docs/browsers/firefox-run-and-lint')).toContain(`\`${quote}\``);
      expect(runs.firefox.out).toContain(quote);
      expect(runs.firefox.out).not.toContain('data_collection_permissions');
      expect(existsSync(at('firefox-run-and-lint/dist/firefox/manifest.json'))).toBe(true);
    });

    // The page quotes a build of the sandbox example with addons-linter 10.14.0 installed, which the repository does
    // not depend on: the quote is compared with the message templates of the pinned dist and with that example's
    // Firefox output, which has no add-on id and keeps the Function call in sandbox/page-0.js.
    it('the quoted store check has the shape of the dist messages and names files of the sandbox example', () => {
      const quote = (readSource('/docs/browsers/firefox-run-and-lint').split('```text\n')[1] ?? '').split('```')[0].trim().split('\n');
      const messages = distFileWith('function addonLintSummary(');
      expect(messages).toContain('Store check for addons.mozilla.org: addons-linter found ${parts.join(\' and \')} in ');
      expect(messages).toContain("AMO ${level} ${pintor.yellow(code)}: ${message}${where}");
      expect(quote[0]).toBe('Store check for addons.mozilla.org: addons-linter found 1 error and 1 warning in dist/firefox');
      expect(quote.slice(1)).toHaveLength(2);
      for (const line of quote.slice(1)) {
        const [, file] = /^AMO (?:error|warning) [A-Z_]+: .+ \(([^:)]+)(?::\d+)?\)$/.exec(line) ?? [];
        expect(file, line).toBeDefined();
        expect(existsSync(at('sandbox-pages/dist/firefox', file as string)), line).toBe(true);
      }
      expect(json('sandbox-pages/dist/firefox/manifest.json').browser_specific_settings).toBeUndefined();
      expect(lint).toMatch(/DUPLICATED_BY_BUILD_WARNINGS = new Set\(\[\s*'MISSING_DATA_COLLECTION_PERMISSIONS'\s*\]\)/);
    });

    it('a shared service_worker becomes background.scripts in the Firefox build', () => {
      expect(json('lazy-loading/dist/firefox/manifest.json').background).toEqual({ scripts: ['background/service_worker.js'] });
    });
  });
});
