// Writes the page list of Rspress's page data module as an empty array. Each page's own module carries its fields
// (./pageFieldsInModule.ts, the route path included), so the list, which every page's first script holds, only
// cost bytes for each page added.
//
// How (@rspress/core 2.0.x): node/runtimeModule/pageData/rsbuildPlugin.js generates `.rspress/virtual-page-data.js`
// as `export const pageData = <JSON>;` then `export const searchIndexHash = <JSON>;`. Its `pages` is read in two
// places in the browser: runtime/initPageData.js, which finds the current page in it and spreads what it finds
// (nothing here) over the fields of the page's own module, and usePages(), which nothing in this site calls. This
// transform runs after the generator ('post'); a module of another shape is left as it is.
// tests/unit/first-visit-data.test.ts fails when the generator's output changes.
import type { RsbuildPlugin } from '@rsbuild/core';

export const PAGE_DATA_MODULE = /[\\/]\.rspress[\\/]virtual-page-data\.js$/;
const PREFIX = 'export const pageData = ';
const SEPARATOR = /;\s*export const searchIndexHash = /;

/** The module's code with `pageData.pages` empty; other code as it is. */
export function withEmptyPageList(code: string): string {
  const separator = SEPARATOR.exec(code);
  if (!code.startsWith(PREFIX) || !separator) return code;
  let pageData: { pages?: unknown };
  try {
    pageData = JSON.parse(code.slice(PREFIX.length, separator.index)) as { pages?: unknown };
  } catch {
    return code;
  }
  if (!Array.isArray(pageData.pages)) return code;
  return `${PREFIX}${JSON.stringify({ ...pageData, pages: [] })}${code.slice(separator.index)}`;
}

export const rsbuildEmptyPageList: RsbuildPlugin = {
  name: 'empty-page-list',
  setup(api) {
    api.transform({ test: PAGE_DATA_MODULE, order: 'post' }, ({ code }) => withEmptyPageList(code));
  },
};
