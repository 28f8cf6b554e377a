// The stylesheet a visitor without JavaScript gets on top of the normal one (see theme/NoScriptStyles.tsx).
// The raw imports are the theme's stylesheets that have dark-mode rules: Rspress's and this site's own.
import a11yCss from '../a11y/a11y.css?raw';
import { darkRulesForSystemPreference } from './darkFallbackCss';
import indexCss from '../index.css?raw';
import noScriptCss from './noscript.css?raw';
import buttonCss from '@rspress/core/dist/theme/components/Button/index.css?raw';
import calloutCss from '@rspress/core/dist/theme/components/Callout/index.css?raw';
import homeHeroCss from '@rspress/core/dist/theme/components/HomeHero/index.css?raw';
import navTitleCss from '@rspress/core/dist/theme/components/NavTitle/index.css?raw';
import overviewGroupCss from '@rspress/core/dist/theme/components/OverviewGroup/index.css?raw';
import tabsCss from '@rspress/core/dist/theme/components/Tabs/index.css?raw';
import baseCss from '@rspress/core/dist/theme/styles/base.css?raw';
import scrollbarCss from '@rspress/core/dist/theme/styles/scrollbar.css?raw';
import baseVarsCss from '@rspress/core/dist/theme/styles/vars/base-vars.css?raw';
import codeVarsCss from '@rspress/core/dist/theme/styles/vars/code-vars.css?raw';
import homeVarsCss from '@rspress/core/dist/theme/styles/vars/home-vars.css?raw';
import shikiVarsCss from '@rspress/core/dist/theme/styles/vars/shiki-vars.css?raw';

// Rspress's search panel and appearance switch also have dark rules; without JavaScript neither can appear.
// Site styles come last so their dark rules win over Rspress's, as they do with JavaScript.
const DARK_SOURCES = [
  baseVarsCss,
  codeVarsCss,
  homeVarsCss,
  shikiVarsCss,
  baseCss,
  scrollbarCss,
  buttonCss,
  calloutCss,
  homeHeroCss,
  navTitleCss,
  overviewGroupCss,
  tabsCss,
  indexCss,
  a11yCss,
];

export function buildNoScriptCss(): string {
  const dark = DARK_SOURCES.map(darkRulesForSystemPreference).filter(Boolean).join('\n');
  return `${noScriptCss}\n@media (prefers-color-scheme: dark){\n${dark}\n}`;
}
