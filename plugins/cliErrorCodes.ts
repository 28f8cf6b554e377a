// BEHAVIOUR.md, Site (facts of the pinned CLI): the error-code reference is generated at build time from the
// contract/codes.json that the pinned extension-develop ships, so it cannot drift from the CLI. The page holds a
// marker line; a replace rule of the config puts the generated Markdown in its place, which Rspress applies both
// when it compiles the page and when it extracts the text for search and the outline (one heading per code, so a
// code typed into search lands on its entry).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ERROR_CODES_MARKER = '{/* generated: error codes of the pinned CLI */}';
export const CODES_FILE = fileURLToPath(
  new URL('../tools/cli-runtime/node_modules/extension-develop/dist/contract/codes.json', import.meta.url),
);

export interface CodeEntry {
  area: string;
  summary: string;
  warn?: boolean;
}

export interface CodesFile {
  codes: Record<string, CodeEntry>;
  folded?: Record<string, string>;
  legacy?: Record<string, Record<string, string | string[]>>;
}

export function readCodes(file = CODES_FILE): CodesFile {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the CLI's error codes from ${file} (run npm ci): ${(error as Error).message}`);
  }
  const codes = (data as CodesFile | null)?.codes;
  const valid =
    codes && typeof codes === 'object' && Object.entries(codes).every(([code, e]) => /^E_[A-Z0-9_]+$/.test(code) && typeof e?.area === 'string' && typeof e?.summary === 'string');
  if (!valid) throw new Error(`${file} is not the error-code table this page expects: { "codes": { "E_…": { "area", "summary" } } }`);
  return data as CodesFile;
}

const AREA_TITLES: Record<string, string> = {
  usage: 'Usage',
  project: 'Project',
  manifest: 'Manifest',
  compile: 'Compile',
  remote: 'Remote projects',
  'browser-binary': 'Browser binaries',
  'browser-runtime': 'Browser runtime',
  'debug-protocol': 'Debug protocol',
  'dev-server': 'Dev server',
  ready: 'Ready file',
  control: 'Control channel',
  logs: 'Logs',
  create: 'Create',
  preview: 'Preview',
  safari: 'Safari',
  publish: 'Publish',
  telemetry: 'Telemetry',
  doctor: 'Doctor',
  internal: 'Internal',
};
export const areaTitle = (area: string) => AREA_TITLES[area] ?? area.replace(/(^|-)(\w)/g, (_, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`);

/** Every older name that maps onto `code`: folded inventory names and the three legacy conventions. */
function olderNames(code: string, data: CodesFile): string[] {
  const names = Object.entries(data.folded ?? {}).filter(([, to]) => to === code).map(([from]) => `\`${from}\` (folded)`);
  for (const [convention, table] of Object.entries(data.legacy ?? {})) {
    for (const [from, to] of Object.entries(table)) {
      if ((Array.isArray(to) ? to : [to]).includes(code)) names.push(`\`${from}\` (${convention})`);
    }
  }
  return names;
}

/** The generated Markdown: one h2 per area in the CLI's order, one h3 per code. */
export function errorCodesMarkdown(data: CodesFile = readCodes()): string {
  const areas = [...new Set(Object.values(data.codes).map((e) => e.area))];
  const parts: string[] = [];
  for (const area of areas) {
    const codes = Object.entries(data.codes).filter(([, e]) => e.area === area);
    parts.push(`## ${areaTitle(area)}`, '', `${codes.length} code${codes.length === 1 ? '' : 's'} in the \`${area}\` area.`, '');
    for (const [code, entry] of codes) {
      parts.push(`### ${code}`, '');
      parts.push(`${entry.warn ? 'A warning, not a failure. ' : ''}The CLI's summary: "${entry.summary}"`, '');
      const older = olderNames(code, data);
      if (older.length) parts.push(`Older names that now report this code: ${older.join(', ')}.`, '');
    }
  }
  return parts.join('\n');
}

/** The config's replace rule; `$` is doubled because String.replace reads `$&` and friends in a replacement. */
export function errorCodesReplaceRule() {
  return { search: ERROR_CODES_MARKER, replace: errorCodesMarkdown().replace(/\$/g, '$$$$') };
}
