// BEHAVIOUR.md ("For tools and agents"): /cli.json, what the pinned CLI says about itself, for scripts and agents:
// its commands and their flags (from each command's --help), the global options and targets, the commands that
// answer in JSON, and its error codes (the contract/codes.json it ships). Written after each build from the
// installed package, so bumping the pinned CLI updates it with no edit here.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';

const RUNTIME = fileURLToPath(new URL('../tools/cli-runtime/node_modules/', import.meta.url));
// The CLI refuses Node 20; tools/cli-runtime installs a Node 22 for it.
const NODE22 = path.join(RUNTIME, 'node/bin/node');
const CLI = path.join(RUNTIME, 'extension/bin/extension.cjs');
const CODES = path.join(RUNTIME, 'extension-develop/dist/contract/codes.json');

export interface CliFlag {
  flag: string;
  short?: string;
  value?: string;
  description: string;
}

export interface CliJson {
  name: 'extension';
  version: string;
  docs: string;
  commands: Array<{ name: string; summary: string; docs: string; outputJson: boolean; flags: CliFlag[] }>;
  globalOptions: Array<{ name: string; description: string }>;
  targets: string[];
  contracts: { envelopeSchema: number; readySchemaVersion: number; schemaUrl: string };
  errorCodes: Array<{ code: string; area: string; summary: string; warn?: boolean; docs: string }>;
}

function run(args: string[]): string {
  return execFileSync(NODE22, [CLI, ...args, '--no-telemetry'], {
    encoding: 'utf8',
    // Wide enough that commander prints each option on one line.
    env: { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1', COLUMNS: '1000' },
    timeout: 60_000,
  });
}

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

export function cliSelfReport(siteOrigin: string): CliJson {
  const ai = JSON.parse(run(['--ai-help', '--output', 'json'])) as {
    version: string;
    commands: Array<{ name: string; summary: string }>;
    globalOptions: Array<{ name: string; description: string }>;
  };
  const capabilities = JSON.parse(run(['capabilities', '--output', 'json'])).value as {
    envelopeSchema: number;
    readySchemaVersion: number;
    outputJsonCommands: string[];
  };
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
      flags: flagsOfHelp(run([name, '--help'])),
    })),
    globalOptions: ai.globalOptions.map(({ name, description }) => ({ name, description })),
    targets: targetsOfHelp(run(['dev', '--help'])),
    contracts: {
      envelopeSchema: capabilities.envelopeSchema,
      readySchemaVersion: capabilities.readySchemaVersion,
      schemaUrl,
    },
    errorCodes: Object.entries(codes.codes).map(([code, entry]) => ({
      code,
      ...entry,
      docs: `${siteOrigin}/docs/reference/error-codes#${code.toLowerCase()}`,
    })),
  };
}

const reports = new Map<string, CliJson>();

/** The report, computed once per process: the config's generated tables and cli.json read the same one. */
export function pinnedCliReport(siteOrigin: string): CliJson {
  let report = reports.get(siteOrigin);
  if (!report) reports.set(siteOrigin, (report = cliSelfReport(siteOrigin)));
  return report;
}

/** Writes <outDir>/cli.json after a production build. */
export function pluginCliJson(siteOrigin: string): RspressPlugin {
  return {
    name: 'cli-json',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(path.join(outDir, 'cli.json'), `${JSON.stringify(pinnedCliReport(siteOrigin), null, 2)}\n`);
    },
  };
}
