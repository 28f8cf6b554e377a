import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkRulesForSystemPreference } from '../../builder/plugins/darkFallbackCss';
import { buildNoScriptCss, DARK_SOURCE_FILES, NO_SCRIPT_CSS_FILE, noScriptStyleElement } from '../../builder/plugins/noScriptStyles';
import { isRedirectPage } from '../../builder/write-redirects.mjs';
import { htmlFiles } from '../../builder/html-files.mjs';
import { builtSiteDir } from './builtSite';

const SITE_THEME_DIR = path.resolve(import.meta.dirname, '../../theme');
const isSiteFile = (file: string) => file.startsWith(SITE_THEME_DIR + path.sep);

describe('the stylesheet for visitors without JavaScript', () => {
  it('reads stylesheets that exist, each with dark rules to carry over', () => {
    const files = [NO_SCRIPT_CSS_FILE, ...DARK_SOURCE_FILES];
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
    // A file whose dark rules Rspress renamed or moved elsewhere would silently leave the dark theme incomplete.
    const withoutDarkRules = DARK_SOURCE_FILES.filter((file) => darkRulesForSystemPreference(readFileSync(file, 'utf8')) === '');
    expect(withoutDarkRules).toEqual([]);
  });

  it('reads Rspress’s stylesheets from the installed package and the site’s last, so the site’s dark rules win', () => {
    const rspress = DARK_SOURCE_FILES.filter((file) => !isSiteFile(file));
    expect(rspress.length).toBeGreaterThan(5);
    for (const file of rspress) expect(file).toMatch(/node_modules[\\/]@rspress[\\/]core[\\/]dist[\\/]theme[\\/]/);
    expect(DARK_SOURCE_FILES.slice(rspress.length).map((file) => path.relative(SITE_THEME_DIR, file))).toEqual([
      'index.css',
      path.join('a11y', 'a11y.css'),
      path.join('content', 'themedImages.css'),
    ]);
  });

  it('hides the controls that need JavaScript, not the skip link, and follows the system’s dark preference', () => {
    const css = buildNoScriptCss();
    const hidden = /([^{}]*)\{\s*display:\s*none;?\s*\}/.exec(css)?.[1] ?? '';
    for (const control of ['.rp-search-button', '.rp-switch-appearance', '.rp-nav-hamburger', '.rp-code-button-group']) {
      expect(hidden).toContain(control);
    }
    expect(hidden).not.toContain('.ext-skip-link');
    const dark = css.slice(css.indexOf('@media (prefers-color-scheme: dark){'));
    expect(dark.length).toBeGreaterThan(1000);
    expect(dark).toContain(':root{');
    expect(dark).not.toMatch(/\.(?:rp-)?dark(?![\w-])/);
  });
});

describe('the built pages', () => {
  const siteDir = builtSiteDir();
  const element = noScriptStyleElement();

  it('each end their <head> with the stylesheet for visitors without JavaScript, after the theme’s stylesheets', () => {
    const pages = htmlFiles(siteDir).filter((file) => !isRedirectPage(readFileSync(file, 'utf8')));
    expect(pages.length).toBeGreaterThan(50);
    const problems = pages.flatMap((file) => {
      const html = readFileSync(file, 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const at = head.indexOf(element);
      const name = path.relative(siteDir, file);
      if (at === -1) return [`${name}: no stylesheet for visitors without JavaScript in the head`];
      if (html.indexOf(element, at + 1) !== -1) return [`${name}: the stylesheet twice`];
      if (head.lastIndexOf('rel="stylesheet"') > at) return [`${name}: a stylesheet link after it`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('leave it out of the client JavaScript', () => {
    const jsDir = path.join(siteDir, 'static', 'js');
    const scripts = readdirSync(jsDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const carrying = scripts.filter((file) => readFileSync(path.join(jsDir, file), 'utf8').includes('prefers-color-scheme: dark){'));
    expect(carrying).toEqual([]);
  });
});
