import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaTitle, ERROR_CODES_MARKER, readCodes } from '../../plugins/cliErrorCodes';
import { headingSlug } from '../../headings/headingSlug';
import { buildLocalIndex } from '../../search/localIndex';
import { searchLocalIndex } from '../../search/localSearch';
import { readSource } from '../content/source-pages';
import { builtSearchPages, builtSearchRest } from './builtSearchIndex';
import { builtSiteDir } from './builtSite';

// The error-code page is generated from the contract/codes.json of the pinned extension-develop: every code has an
// entry with its own anchor, grouped by the CLI's areas, and a code typed into search lands on its entry.
const data = readCodes();
const codes = Object.keys(data.codes);
const html = readFileSync(path.join(builtSiteDir(), 'docs/reference/error-codes.html'), 'utf8');

describe('the error-code reference', () => {
  it('reads the whole table the CLI ships', () => {
    expect(codes.length).toBeGreaterThan(100);
    expect(readSource('/docs/reference/error-codes')).toContain(ERROR_CODES_MARKER);
  });

  it('has one entry with its own anchor for every code in codes.json, and no other', () => {
    const ids = [...html.matchAll(/<h3[^>]* id="(e_[a-z0-9_]+)"/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(codes.map((code) => headingSlug(code)).sort());
  });

  it('groups the codes by the areas of codes.json, with the CLI summary of each', () => {
    const areas = [...new Set(Object.values(data.codes).map((e) => e.area))];
    const h2 = [...html.matchAll(/<h2[^>]* id="([^"]*)"/g)].map((m) => m[1]);
    for (const area of areas) expect(h2, area).toContain(headingSlug(areaTitle(area)));
    for (const [code, entry] of Object.entries(data.codes).slice(0, 20)) {
      const after = html.slice(html.indexOf(`id="${headingSlug(code)}"`));
      expect(after.slice(0, 2000), code).toContain(entry.summary.replace(/&/g, '&amp;').replace(/"/g, '&quot;').slice(0, 30).replace(/&quot;/g, '"'));
    }
  });

  it('sends a code pasted into search to its entry', () => {
    const index = buildLocalIndex(builtSearchPages(), builtSearchRest());
    for (const code of ['E_REMOVED_FLAG', 'E_PORT_IN_USE', codes[codes.length - 1]]) {
      const links = searchLocalIndex(index, code).map((hit) => hit.link);
      expect(links.slice(0, 3), code).toContain(`/docs/reference/error-codes#${headingSlug(code)}`);
    }
  });
});
