// The comparison table of /docs/guides/compare, generated at build time from data/compare.json: each cell about
// another tool carries a link to the file, at a named release, that supports it; each Extension.js cell carries
// proofs that tests/unit/compare.test.ts checks against the pinned CLI. scripts/verify-compare-sources.mjs checks
// the other tools' evidence against their repositories.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PINNED_CLI_VERSION } from '../scripts/pinnedCli';

export const COMPARE_TABLE_MARKER = '{/* generated: comparison table */}';
export const COMPARE_SOURCES_MARKER = '{/* generated: comparison sources */}';
export const COMPARE_DATA = fileURLToPath(new URL('../data/compare.json', import.meta.url));

export type ToolId = 'wxt' | 'plasmo' | 'crxjs';
export const TOOL_IDS: ToolId[] = ['wxt', 'plasmo', 'crxjs'];

export interface Tool { name: string; package: string; version: string; repo: string; ref: string; versionFile: string }
export interface Source { tool: ToolId; path: string; evidence: string }
export type Proof = { help: string; includes: string } | { file: string; includes: string };
export interface Row {
  feature: string;
  extension: { text: string; proof: Proof[] };
  wxt: { text: string; source: string };
  plasmo: { text: string; source: string };
  crxjs: { text: string; source: string };
}
export interface CompareData { tools: Record<ToolId, Tool>; sources: Record<string, Source>; rows: Row[] }

export function readCompareData(file = COMPARE_DATA): CompareData {
  return JSON.parse(readFileSync(file, 'utf8')) as CompareData;
}

/** The page that shows a file of a tool's repository at the release the table was written against. */
export function sourceUrl(data: CompareData, id: string): string {
  const source = data.sources[id];
  if (!source) throw new Error(`data/compare.json: a cell names the source "${id}", which the "sources" list lacks`);
  const tool = data.tools[source.tool];
  return `https://github.com/${tool.repo}/blob/${tool.ref}/${source.path}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function compareTableMarkdown(data: CompareData): string {
  const header = `| Feature | Extension.js ${PINNED_CLI_VERSION} | ${TOOL_IDS.map((id) => `${data.tools[id].name} ${data.tools[id].version}`).join(' | ')} |`;
  const divider = `| ${['---', '---', ...TOOL_IDS.map(() => '---')].join(' | ')} |`;
  const rows = data.rows.map((row) => {
    const others = TOOL_IDS.map((id) => {
      const { text, source } = row[id];
      const label = `Source for ${data.tools[id].name}, ${row.feature}: ${data.sources[source]?.path ?? source}`;
      return `${cell(text)} <a href="${sourceUrl(data, source)}" aria-label="${label}">source</a>`;
    });
    return `| ${row.feature} | ${cell(row.extension.text)} | ${others.join(' | ')} |`;
  });
  return [header, divider, ...rows].join('\n');
}

export function compareSourcesMarkdown(data: CompareData): string {
  return TOOL_IDS.map((id) => {
    const tool = data.tools[id];
    const ref = /^[0-9a-f]{40}$/.test(tool.ref) ? `commit \`${tool.ref.slice(0, 7)}\`` : `tag \`${tool.ref}\``;
    return `- **${tool.name}**: npm \`${tool.package}\` ${tool.version}, read at ${ref} of [${tool.repo}](https://github.com/${tool.repo}/tree/${tool.ref}).`;
  }).join('\n');
}

export function compareReplaceRules(data: CompareData = readCompareData()) {
  const escape = (markdown: string) => markdown.replace(/\$/g, '$$$$');
  return [
    { search: COMPARE_TABLE_MARKER, replace: escape(compareTableMarkdown(data)) },
    { search: COMPARE_SOURCES_MARKER, replace: escape(compareSourcesMarkdown(data)) },
  ];
}
