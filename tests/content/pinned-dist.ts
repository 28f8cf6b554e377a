// The pinned CLI's shipped code and contract (tools/cli-runtime), read the way content tests compare a page with
// what the CLI really prints or does.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CLI_RUNTIME } from './cli-help';

/** The packages the `extension` CLI is made of, each with a dist/ folder. */
export const CLI_PACKAGES = ['extension', 'extension-develop', 'extension-create', 'extension-install'] as const;
export const DEVELOP_DIST = path.join(CLI_RUNTIME, 'extension-develop/dist');
export const CODES_FILE = path.join(DEVELOP_DIST, 'contract/codes.json');

/** Every .js, .cjs and .mjs file under a folder, at any depth. */
export function jsFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return jsFilesUnder(full);
    return /\.(c|m)?js$/.test(name) ? [full] : [];
  });
}

/** The code of the given packages' dist folders, one file after another. */
export function distText(packages: readonly string[] = CLI_PACKAGES): string {
  return packages
    .flatMap((pkg) => jsFilesUnder(path.join(CLI_RUNTIME, pkg, 'dist')))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** The first top-level .mjs file of a dist folder (extension-develop's by default) that contains `marker`, as text; throws when none does. */
export function distFileWith(marker: string, dir: string = DEVELOP_DIST): string {
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => path.join(dir, name))
    .find((full) => readFileSync(full, 'utf8').includes(marker));
  if (!file) throw new Error(`No file in ${dir} contains ${marker}`);
  return readFileSync(file, 'utf8');
}

/** The pinned CLI's dist files that code excerpts are read from, as paths under tools/cli-runtime/node_modules. */
export const developChunk = (chunk: string) => `extension-develop/dist/${chunk}`;
export const DIST_FILES = {
  browsers: 'extension/dist/browsers.cjs',
  cli: 'extension/dist/cli.cjs',
  create: 'extension-create/dist/module.cjs',
  install: 'extension-install/dist/module.cjs',
  chromeLocator: 'chrome-location2/dist/index.cjs',
  devServer: developChunk('dev-server~0.mjs'),
  rspackConfig: developChunk('rspack-config~0.mjs'),
  developCore: developChunk('840~0.mjs'),
  buildDefaults: developChunk('832~0.mjs'),
} as const;

/** Runs of whitespace as one space: how an excerpt of the dist is compared with the dist. */
export const oneSpace = (text: string) => text.replace(/\s+/g, ' ');

const oneSpaceFiles = new Map<string, string>();
/** A file under tools/cli-runtime/node_modules (such as `extension/dist/cli.cjs`), with its whitespace as one space; read once. */
export function distFileOneSpace(file: string): string {
  if (!oneSpaceFiles.has(file)) oneSpaceFiles.set(file, oneSpace(readFileSync(path.join(CLI_RUNTIME, file), 'utf8')));
  return oneSpaceFiles.get(file) as string;
}

// A string literal in JavaScript keeps its escapes (\' \" \n \u2026); the message a user reads has none.
export function unescapeJs(text: string): string {
  return text
    .replace(/\\u\{([0-9a-fA-F]+)\}/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\n/g, '\n')
    .replace(/\\(['"`\\])/g, '$1');
}

/** The error codes of the shipped contract, each with its summary. */
export function contractCodes(): Record<string, { summary?: string }> {
  return (JSON.parse(readFileSync(CODES_FILE, 'utf8')) as { codes: Record<string, { summary?: string }> }).codes;
}
