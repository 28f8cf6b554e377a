import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { htmlFiles } from '../html-files.mjs';
import { darkRulesForSystemPreference } from './darkFallbackCss';

/** The folder of an installed package, found the way Node looks in node_modules: `exports` hides deep paths from require.resolve. */
function packageDir(name: string): string {
  const lookup = createRequire(import.meta.url).resolve.paths(name) ?? [];
  const dir = lookup.map((base) => path.join(base, name)).find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error(`${name} is not installed: the stylesheet for visitors without JavaScript reads its theme CSS`);
  return dir;
}

const RSPRESS_THEME_DIR = path.join(packageDir('@rspress/core'), 'dist', 'theme');
const ownFile = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** What a visitor without JavaScript gets in every theme: controls that cannot work hidden, the navigation laid out. */
export const NO_SCRIPT_CSS_FILE = ownFile('./noscript.css');

// The theme's stylesheets that have dark-mode rules. Rspress's search panel and appearance switch have some too,
// but neither can appear without JavaScript. Site styles come last so their dark rules win, as they do with JavaScript.
export const DARK_SOURCE_FILES = [
  ...[
    'styles/vars/base-vars.css',
    'styles/vars/code-vars.css',
    'styles/vars/home-vars.css',
    'styles/vars/shiki-vars.css',
    'styles/base.css',
    'styles/scrollbar.css',
    'components/Button/index.css',
    'components/Callout/index.css',
    'components/HomeHero/index.css',
    'components/NavTitle/index.css',
    'components/OverviewGroup/index.css',
    'components/Tabs/index.css',
  ].map((file) => path.join(RSPRESS_THEME_DIR, file)),
  ownFile('../../theme/index.css'),
  ownFile('../../theme/a11y/a11y.css'),
  ownFile('../../theme/content/themedImages.css'),
];

function readStylesheets(files: string[]): string[] {
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The stylesheet for visitors without JavaScript reads files that do not exist (an @rspress/core upgrade may ` +
        `have moved them; update builder/plugins/noScriptStyles.ts):\n${missing.join('\n')}`,
    );
  }
  return files.map((file) => readFileSync(file, 'utf8'));
}

/** noscript.css, then the theme's dark rules applied when the system prefers dark. */
export function buildNoScriptCss(): string {
  const [visible, ...darkSources] = readStylesheets([NO_SCRIPT_CSS_FILE, ...DARK_SOURCE_FILES]);
  const dark = darkSources.map(darkRulesForSystemPreference).filter(Boolean).join('\n');
  return `${visible}\n@media (prefers-color-scheme: dark){\n${dark}\n}`;
}

/** The element every built page carries in its <head>. */
export function noScriptStyleElement(): string {
  const css = buildNoScriptCss();
  // Written into the page as is: this text would close the element early.
  if (/<\/(?:style|noscript)/i.test(css)) throw new Error('The stylesheet for visitors without JavaScript contains </style or </noscript');
  return `<noscript><style>${css}</style></noscript>`;
}

/**
 * Ends the <head> of every built page with the stylesheet for visitors without JavaScript, inside <noscript>:
 * browsers with JavaScript read it as text, so it never competes with the theme a visitor picks. Last in the
 * head, after the theme's stylesheet links, so its dark rules win over light ones of the same specificity.
 * Not through html.tags: Rspress passes each rendered page's head through unhead, which takes every <style> in
 * it out of its <noscript>. The stylesheet is built when the config loads, so a missing file stops the build
 * before it starts.
 */
export function pluginNoScriptStyles(): RspressPlugin {
  const element = noScriptStyleElement();
  return {
    name: 'no-script-styles',
    builderConfig: {
      plugins: [
        {
          name: 'no-script-styles',
          setup(api) {
            api.onAfterBuild(({ stats }: { stats?: { hasErrors(): boolean } }) => {
              if (stats?.hasErrors()) return; // a failed compile wrote no pages
              for (const file of htmlFiles(api.context.distPath)) {
                const html = readFileSync(file, 'utf8');
                const headEnd = html.indexOf('</head>');
                if (headEnd === -1) throw new Error(`${file}: no </head> for the stylesheet for visitors without JavaScript`);
                writeFileSync(file, html.slice(0, headEnd) + element + html.slice(headEnd));
              }
            });
          },
        },
      ],
    },
  };
}
