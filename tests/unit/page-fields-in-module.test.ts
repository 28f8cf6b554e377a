// builder/plugins/pageFieldsInModule.ts and builder/plugins/sidebarWithoutFileKeys.ts, on the built site: every page's first script
// (the entry chunk) carries none of a page's own fields (its page list is empty: builder/plugins/emptyPageList.ts) and no
// sidebar `_fileKey`, while a page's own module still carries the fields its edit link and last-updated time read.
// Fails when an Rspress upgrade moves either.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELDS_IN_MODULE } from '../../builder/plugins/pageFieldsInModule';
import { builtSiteDir } from './builtSite';

const site = builtSiteDir();
const js = (dir: string) => readdirSync(path.join(site, dir)).filter((f) => f.endsWith('.js')).map((f) => path.join(site, dir, f));
const entry = js('static/js').filter((file) => path.basename(file).startsWith('index.'));

describe('the page fields that only the page needs', () => {
  it('are left out of the entry chunk every page loads', () => {
    expect(entry).toHaveLength(1);
    const code = readFileSync(entry[0], 'utf8');
    // The list of pages is empty: each page's module carries its own record (tests/unit/first-visit-data.test.ts).
    const pages = /pages:\[([^\]]*)\]/.exec(code);
    expect(pages, 'the page list').not.toBeNull();
    expect(pages?.[1]).toBe('');
    // No page's source path or update time is anywhere in it (lang and version also name the site's locale).
    for (const field of FIELDS_IN_MODULE.filter((f) => f.startsWith('_') || f.startsWith('lastUpdated'))) expect(code.includes(`${field}:`), field).toBe(false);
    expect(code).not.toMatch(/_fileKey:"/);
  });

  it('travel in the page’s own module', () => {
    const welcome = js('static/js/async').find((file) => readFileSync(file, 'utf8').includes('_relativePath:"en/docs/welcome.mdx"'));
    expect(welcome, 'a route chunk with the welcome page’s source path').toBeDefined();
  });
});
