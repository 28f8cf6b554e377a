import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emittedCodes } from '../../builder/plugins/cliEmittedCodes';
import { areaTitle, ERROR_CODES_MARKER, errorCodesMarkdown, readCodes } from '../../builder/plugins/cliErrorCodes';
import { CODE_GUIDANCE } from '../../builder/plugins/cliErrorGuidance';
import { headingSlug } from '../../common/headings/headingSlug';
import { headingIds } from '../../builder/plugins/sourceChecks';
import { buildLocalIndex } from '../../common/search/localIndex';
import { searchLocalIndex } from '../../common/search/localSearch';
import { readSource, sourceFileFor } from '../content/source-pages';
import { builtSearchPages, builtSearchRest } from './builtSearchIndex';
import { builtSiteDir } from './builtSite';
import { readCaptures } from '../../tools/cli/cli-scenarios.mjs';

// The error-code page (BEHAVIOUR.md, CLI facts): generated from the contract/codes.json of the pinned
// extension-develop and from the codes its code really emits (builder/plugins/cliEmittedCodes.ts). A code a reader can meet
// has an entry of its own with when it comes up, a next step and a link to the section that covers it; the others
// are listed as reserved by the contract.
const data = readCodes();
const codes = Object.keys(data.codes);
const emitted = emittedCodes();
const reserved = codes.filter((code) => !emitted.includes(code));
const html = readFileSync(path.join(builtSiteDir(), 'docs/reference/error-codes.html'), 'utf8');
const entryOf = (code: string) => {
  const start = html.indexOf(`id="${headingSlug(code)}"`);
  const end = html.indexOf('<h', start + 10);
  return html.slice(start, end === -1 ? undefined : end);
};

describe('the codes the pinned CLI emits', () => {
  it('are found in its code: a part of the contract, not all of it', () => {
    expect(emitted.length).toBeGreaterThan(30);
    expect(reserved.length).toBeGreaterThan(30);
    expect(emitted).toContain('E_COMPILE');
    expect(emitted).not.toContain('E_PORT_IN_USE');
    for (const code of emitted) expect(codes, code).toContain(code);
  });

  it('each have guidance, and the guidance names no other code', () => {
    expect(Object.keys(CODE_GUIDANCE).sort()).toEqual([...emitted].sort());
  });

  it('each link their guidance to a heading that exists', () => {
    const broken: string[] = [];
    for (const [code, help] of Object.entries(CODE_GUIDANCE)) {
      const [route, anchor] = help.link.split('#');
      const file = sourceFileFor(route);
      if (!file) broken.push(`${code}: ${route}`);
      else if (anchor && !headingIds(readFileSync(file, 'utf8'))?.has(anchor)) broken.push(`${code}: ${help.link}`);
    }
    expect(broken).toEqual([]);
  });

  it('refuse to generate a page when an emitted code has no guidance', () => {
    const { E_COMPILE: _dropped, ...rest } = CODE_GUIDANCE;
    expect(() => errorCodesMarkdown(data, emitted, rest)).toThrow(/E_COMPILE/);
  });
});

describe('the error-code reference', () => {
  it('is generated in place of the marker', () => {
    expect(readSource('/docs/reference/error-codes')).toContain(ERROR_CODES_MARKER);
  });

  it('has one entry with its own anchor for every emitted code, in the area of codes.json', () => {
    const ids = [...html.matchAll(/<h3[^>]* id="(e_[a-z0-9_]+)"/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(emitted.map((code) => headingSlug(code)).sort());
    const h2 = [...html.matchAll(/<h2[^>]* id="([^"]*)"/g)].map((m) => m[1]);
    for (const code of emitted) expect(h2, code).toContain(headingSlug(areaTitle(data.codes[code].area)));
  });

  it('gives each emitted code its summary, when it comes up, a next step and a link', () => {
    const problems: string[] = [];
    for (const code of emitted) {
      const entry = entryOf(code);
      if (!entry.includes('When:')) problems.push(`${code}: no "When:"`);
      if (!entry.includes('What to do:')) problems.push(`${code}: no "What to do:"`);
      if (!entry.includes(`href="${CODE_GUIDANCE[code].link}"`)) problems.push(`${code}: no link to ${CODE_GUIDANCE[code].link}`);
      if (!entry.includes(data.codes[code].summary.slice(0, 25).replace(/'/g, '&#x27;')) && !entry.includes(data.codes[code].summary.slice(0, 25)))
        problems.push(`${code}: no summary`);
    }
    expect(problems).toEqual([]);
  });

  it('lists every other code of the contract as reserved, not emitted by this release', () => {
    const section = html.slice(html.indexOf('id="reserved-codes"'));
    expect(section).toMatch(/reserved by the contract and not emitted by this release/);
    for (const code of reserved) expect(section, code).toContain(`<code>${code}</code>`);
    // A summary is text: "A __MSG_x__ key" keeps its underscores instead of turning bold.
    expect(section).not.toMatch(/<strong>|<em>/);
    expect(section).toContain('__MSG_x__');
  });

  it('holds no maintainer notes or internal labels', () => {
    const text = html.replace(/<[^>]+>/g, ' ');
    for (const note of [/not written by hand/i, /the build reads/i, /\(folded\)/, /\(names\)/, /\(doctorChecks\)/, /\(ready\)/, /older names/i]) expect(text).not.toMatch(note);
  });

  it('sends a code pasted into search to its entry', () => {
    const index = buildLocalIndex(builtSearchPages(), builtSearchRest());
    for (const code of ['E_REMOVED_FLAG', 'E_SESSION_NOT_FOUND', emitted[emitted.length - 1]]) {
      const links = searchLocalIndex(index, code).map((hit) => hit.link);
      expect(links.slice(0, 3), code).toContain(`/docs/reference/error-codes#${headingSlug(code)}`);
    }
  });
});

describe('the exit status of a failed command', () => {
  // The page says every failure exits with 1 and every success with 0, so only error.code tells failures apart. Each
  // recorded run of the pinned CLI that ended by itself (dev sessions are stopped, and have no status) is checked.
  const runs = Object.values((readCaptures() as { scenarios: Record<string, { exitCode: number | null }> }).scenarios).filter((run) => run.exitCode !== null);

  it('is 1 for every failure and 0 for every success the recorded runs show', () => {
    expect(readSource('/docs/reference/error-codes')).toContain('A command that fails exits with a non-zero status, `1`, whatever went wrong');
    expect(runs.filter((run) => run.exitCode === 1).length).toBeGreaterThan(50);
    expect(runs.filter((run) => run.exitCode === 0).length).toBeGreaterThan(30);
    expect(runs.filter((run) => run.exitCode !== 0 && run.exitCode !== 1)).toEqual([]);
  });
});
