// BEHAVIOUR.md, CLI facts: the error-code reference is generated at build time from the contract/codes.json that
// the pinned extension-develop ships and from the codes its code really emits (builder/plugins/cliEmittedCodes.ts), so it
// cannot drift from the CLI. The page holds a
// marker line; a replace rule of the config puts the generated Markdown in its place, which Rspress applies both
// when it compiles the page and when it extracts the text for search and the outline (one heading per code, so a
// code typed into search lands on its entry).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PINNED_CLI_VERSION } from '../cli/pinnedCli';
import { emittedCodes } from './cliEmittedCodes';
import { CODE_GUIDANCE, type CodeGuidance } from './cliErrorGuidance';

export const ERROR_CODES_MARKER = '{/* generated: error codes of the pinned CLI */}';
export const CODES_FILE = fileURLToPath(
  new URL('../../tools/cli-runtime/node_modules/extension-develop/dist/contract/codes.json', import.meta.url),
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

/** A contract summary as Markdown text: `__MSG_x__` stays those characters, not bold. */
const asText = (summary: string) => summary.replace(/[\\`*_[\]|]/g, '\\$&').replace(/</g, '&lt;');

/**
 * The generated Markdown: first the codes this release emits, one h2 per area in the CLI's order and one h3 per
 * code, each with the situation that reports it, the next step and the section that covers it; then one list of
 * the codes the contract reserves and this release never reports.
 */
export function errorCodesMarkdown(
  data: CodesFile = readCodes(),
  emitted: readonly string[] = emittedCodes(),
  guidance: Record<string, CodeGuidance> = CODE_GUIDANCE,
): string {
  const emittedSet = new Set(emitted);
  const missing = emitted.filter((code) => !guidance[code]);
  if (missing.length) throw new Error(`builder/plugins/cliErrorGuidance.ts has no entry for ${missing.join(', ')}, which the pinned CLI emits`);
  const met = Object.entries(data.codes).filter(([code]) => emittedSet.has(code));
  const reserved = Object.entries(data.codes).filter(([code]) => !emittedSet.has(code));
  const parts: string[] = [];
  for (const area of [...new Set(met.map(([, e]) => e.area))]) {
    parts.push(`## ${areaTitle(area)}`, '');
    for (const [code, entry] of met.filter(([, e]) => e.area === area)) {
      const help = guidance[code];
      parts.push(`### ${code}`, '');
      parts.push(`${entry.warn ? 'A warning, not a failure. ' : ''}The contract's summary: "${asText(entry.summary)}"`, '');
      parts.push(`**When:** ${help.when}`, '');
      parts.push(`**What to do:** ${help.next} See [${help.linkText}](${help.link}).`, '');
    }
  }
  parts.push(
    '## Reserved codes',
    '',
    `The contract also defines these ${reserved.length} codes, which ${'`extension`'} ${PINNED_CLI_VERSION} never reports. They are reserved by the contract and not emitted by this release, so a script can list them but will not meet them.`,
    '',
    '| Code | Summary in the contract |',
    '| --- | --- |',
    ...reserved.map(([code, entry]) => `| \`${code}\` | ${asText(entry.summary)} |`),
    '',
  );
  return parts.join('\n');
}

/** The config's replace rule; `$` is doubled because String.replace reads `$&` and friends in a replacement. */
export function errorCodesReplaceRule() {
  return { search: ERROR_CODES_MARKER, replace: errorCodesMarkdown().replace(/\$/g, '$$$$') };
}
