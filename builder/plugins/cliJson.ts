// BEHAVIOUR.md, For tools and agents: /cli.json, what the pinned CLI says about itself, for scripts and agents:
// its commands and their flags (from each command's --help), the global options and targets, the commands that
// answer in JSON, and its error codes (the contract/codes.json it ships). Written after each build from what the
// installed package prints (builder/cli/cli-output.mjs reads the committed record of it, taken by npm run capture:cli).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { reportCliOutput } from '../cli/cli-output.mjs';
import { emittedCodes } from './cliEmittedCodes';
import type { CliFlag, CliJson } from './cliJsonShape';
import { targetsMatrixReplaceRule } from './cliTargetsMatrix';

const CODES = fileURLToPath(new URL('../../tools/cli-runtime/node_modules/extension-develop/dist/contract/codes.json', import.meta.url));

/** The options of a --help text ("Options:" and "Additional options:" blocks), one entry per line. */
export function flagsOfHelp(help: string): CliFlag[] {
  const lines = help
    .split(/\n\s*\n/)
    .filter((block) => /^(Additional options|Options):/.test(block))
    .flatMap((block) => block.split('\n').slice(1));
  const flags: CliFlag[] = [];
  for (const line of lines) {
    const match = /^\s{2}(?:(-\w), )?(--[a-z0-9-]+)(?: ([<[][^\]>]*[\]>]))?(?:\s{2,}(.*))?$/.exec(line);
    // dev lists --wait twice (under Options and again, shorter, under Additional options): the first says more.
    if (!match || match[2] === '--help' || flags.some((known) => known.flag === match[2])) continue;
    const [, short, flag, value, description = ''] = match;
    flags.push({ flag, ...(short ? { short } : {}), ...(value ? { value } : {}), description: description.trim() });
  }
  return flags;
}

/** The browser targets `--browser` accepts, as dev's --help lists them. */
export function targetsOfHelp(help: string): string[] {
  const placeholder = /--browser <([^>]+)>/.exec(help)?.[1] ?? '';
  return placeholder.split('|').map((name) => name.trim()).filter(Boolean);
}

/**
 * What the pinned CLI says about itself: its --ai-help, capabilities and each command's --help, as recorded in
 * tools/cli-runtime/cli-output.json from the installed CLI (builder/cli/cli-output.mjs), or asked of the CLI when the
 * record is from another version.
 */
export async function cliSelfReport(siteOrigin: string): Promise<CliJson> {
  const outputs = await reportCliOutput();
  const output = (run: string) => {
    const text = outputs[run];
    if (text === undefined) throw new Error(`tools/cli-runtime/cli-output.json has no output of \`extension ${run}\`: run npm run capture:cli`);
    return text;
  };
  const ai = JSON.parse(output('--ai-help --output json')) as {
    version: string;
    commands: Array<{ name: string; summary: string }>;
    globalOptions: Array<{ name: string; description: string }>;
  };
  const capabilities = JSON.parse(output('capabilities --output json')).value as {
    envelopeSchema: number;
    readySchemaVersion: number;
    outputJsonCommands: string[];
  };
  const emitted = new Set(emittedCodes());
  const codes = JSON.parse(readFileSync(CODES, 'utf8')) as {
    codes: Record<string, { area: string; summary: string; warn?: boolean }>;
  };
  const schemaUrl = JSON.parse(readFileSync(path.join(path.dirname(CODES), 'envelope.schema.json'), 'utf8')).$id as string;
  return {
    name: 'extension',
    version: ai.version,
    docs: `${siteOrigin}/llms.txt`,
    commands: ai.commands.map(({ name, summary }) => ({
      name,
      summary,
      docs: `${siteOrigin}/docs/commands/${name}`,
      outputJson: capabilities.outputJsonCommands.includes(name),
      flags: flagsOfHelp(output(`${name} --help`)),
    })),
    globalOptions: ai.globalOptions.map(({ name, description }) => ({ name, description })),
    targets: targetsOfHelp(output('dev --help')),
    contracts: {
      envelopeSchema: capabilities.envelopeSchema,
      readySchemaVersion: capabilities.readySchemaVersion,
      schemaUrl,
    },
    // A code this release emits has an entry of its own on the error-code page; the others share its table of
    // reserved codes (builder/plugins/cliErrorCodes.ts writes both).
    errorCodes: Object.entries(codes.codes).map(([code, entry]) => ({
      code,
      ...entry,
      emitted: emitted.has(code),
      docs: `${siteOrigin}/docs/reference/error-codes#${emitted.has(code) ? code.toLowerCase() : 'reserved-codes'}`,
    })),
  };
}

const reports = new Map<string, Promise<CliJson>>();

/** The report, computed once per process: the generated targets table and cli.json read the same one. */
export function pinnedCliReport(siteOrigin: string): Promise<CliJson> {
  let report = reports.get(siteOrigin);
  if (!report) reports.set(siteOrigin, (report = cliSelfReport(siteOrigin)));
  return report;
}

/**
 * Adds the browser-targets table (builder/plugins/cliTargetsMatrix.ts) to the config's replaceRules, and writes
 * <outDir>/cli.json after a production build. The report is started when the config is read and awaited by the
 * config hook; when the CLI has to be asked itself (no record of its version), the plugins listed before this one
 * (the source checks) run meanwhile.
 */
export function pluginCliJson(siteOrigin: string): RspressPlugin {
  const report = pinnedCliReport(siteOrigin);
  report.catch(() => {}); // awaited by the config hook, which reports the failure
  return {
    name: 'cli-json',
    async config(config) {
      return { ...config, replaceRules: [...(config.replaceRules ?? []), targetsMatrixReplaceRule(await report)] };
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, 'cli.json'), `${JSON.stringify(await report, null, 2)}\n`);
    },
  };
}
