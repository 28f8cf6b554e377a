import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPARE_SOURCES_MARKER, COMPARE_TABLE_MARKER, TOOL_IDS, compareTableMarkdown, readCompareData, sourceUrl } from '../../plugins/compareTable';
import { CLI_RUNTIME, cliHelp } from '../content/cli-help';
import { readSource } from '../content/source-pages';

// The comparison page's table is generated from data/compare.json. Here: every cell about another tool cites a
// file of that tool at a named release (scripts/verify-compare-sources.mjs checks the file's words), and every
// Extension.js cell's proofs hold for the pinned CLI.
const data = readCompareData();
const toolRepos = TOOL_IDS.map((id) => `https://github.com/${data.tools[id].repo}/`);
const migrateLinks = [...readSource('/docs/guides/migrate').matchAll(/\]\((https:\/\/github\.com\/[^)\s]+)\)/g)]
  .map((match) => match[1])
  .filter((url) => toolRepos.some((repo) => url.startsWith(repo)));

function textUnder(target: string): string {
  if (statSync(target).isFile()) return readFileSync(target, 'utf8');
  return readdirSync(target, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(target, name))
    .filter((file) => /\.(m?js|cjs|json|d\.ts)$/.test(file) && statSync(file).isFile())
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

describe('the comparison data', () => {
  it('names a release, a repository and a fixed ref for each tool', () => {
    for (const id of TOOL_IDS) {
      const tool = data.tools[id];
      expect(tool.version, id).toMatch(/^\d+\.\d+\.\d+$/);
      expect(tool.repo, id).toMatch(/^[\w.-]+\/[\w.-]+$/);
      // A tag that carries the version, or a full commit hash: never a branch that moves.
      expect(tool.ref.includes(tool.version) || /^[0-9a-f]{40}$/.test(tool.ref), `${id} ref ${tool.ref}`).toBe(true);
    }
  });

  it('gives every cell about another tool a source entry with a path and the evidence it relies on', () => {
    for (const row of data.rows) {
      for (const id of TOOL_IDS) {
        const { text, source } = row[id];
        expect(text.trim(), `${row.feature} / ${id}`).not.toBe('');
        const entry = data.sources[source];
        expect(entry, `${row.feature} / ${id} cites "${source}"`).toBeDefined();
        expect(entry.tool, `${source} belongs to ${id}`).toBe(id);
        expect(entry.path).toMatch(/^[\w@./-]+\.\w+$/);
        expect(entry.evidence.length).toBeGreaterThan(4);
        expect(sourceUrl(data, source)).toBe(`https://github.com/${data.tools[id].repo}/blob/${data.tools[id].ref}/${entry.path}`);
      }
    }
  });

  it('lists no source that neither a cell nor the migration guide cites', () => {
    const cited = new Set(data.rows.flatMap((row) => TOOL_IDS.map((id) => row[id].source)));
    const linked = new Set(migrateLinks);
    expect(Object.keys(data.sources).filter((id) => !cited.has(id) && !linked.has(sourceUrl(data, id)))).toEqual([]);
  });

  it('covers the concerns readers compare', () => {
    const features = data.rows.map((row) => row.feature);
    for (const concern of ['Bundler', 'Manifest', 'Build targets', 'Reload', 'Frameworks', 'Starting a project', 'Publishing', 'Testing', 'License']) {
      expect(features).toContain(concern);
    }
  });
});

describe('the Extension.js column', () => {
  const helps = new Map<string, string>();
  const help = (command: string) => {
    if (!helps.has(command)) helps.set(command, cliHelp(...command.split(' ').filter(Boolean)));
    return helps.get(command)!;
  };

  it.each(data.rows.map((row) => [row.feature, row] as const))('%s holds for the pinned CLI', (_feature, row) => {
    expect(row.extension.proof.length).toBeGreaterThan(0);
    for (const proof of row.extension.proof) {
      const haystack = 'help' in proof ? help(proof.help) : textUnder(path.join(CLI_RUNTIME, proof.file));
      expect(haystack, JSON.stringify(proof)).toContain(proof.includes);
    }
  });
});

describe('the comparison page', () => {
  const source = readSource('/docs/guides/compare');

  it('holds the markers the generated table and source list replace', () => {
    expect(source).toContain(COMPARE_TABLE_MARKER);
    expect(source).toContain(COMPARE_SOURCES_MARKER);
  });

  it('renders one row per feature with a labelled source link in each cell about another tool', () => {
    const table = compareTableMarkdown(data).split('\n');
    expect(table).toHaveLength(data.rows.length + 2);
    for (const [index, row] of data.rows.entries()) {
      const line = table[index + 2];
      for (const id of TOOL_IDS) expect(line).toContain(`<a href="${sourceUrl(data, row[id].source)}" aria-label="Source for ${data.tools[id].name}, ${row.feature}`);
    }
  });
});

describe('the migration guide', () => {
  it('links another tool only to a file at the release the comparison names, with evidence recorded for it', () => {
    const known = new Set(Object.keys(data.sources).map((id) => sourceUrl(data, id)));
    expect(migrateLinks.length).toBeGreaterThan(5);
    expect(migrateLinks.filter((url) => !known.has(url))).toEqual([]);
  });
});
