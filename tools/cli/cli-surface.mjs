// What a release of the `extension` CLI offers its users, read from an installed copy: commands and their flags
// (from --help), error codes (contract/codes.json), the environment variables its code reads, and the keys
// extension.config.js accepts (extension-develop/dist/types.d.ts). tools/cli/cli-drift.mjs compares two releases.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const PACKAGES = ['extension', 'extension-develop', 'extension-create', 'extension-install'];

/** The script the `extension` command runs (bin/extension.cjs in 4.x, dist/cli.js in 2.x). */
export function cliBin(nodeModules) {
  const manifest = JSON.parse(readFileSync(path.join(nodeModules, 'extension/package.json'), 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin.extension;
  return path.join(nodeModules, 'extension', bin);
}

/** The --help text of `extension <args>` run from `nodeModules`. */
export function helpText(nodeModules, node, args = []) {
  return execFileSync(node, [cliBin(nodeModules), ...args, '--help'], {
    encoding: 'utf8',
    env: { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1', COLUMNS: '1000' },
    timeout: 60_000,
  });
}

/** Commands of the "Commands:" block, without commander's own `help`. */
export function commandsOf(help) {
  const block = help.split(/\n\s*\n/).find((b) => /^Commands:/.test(b)) ?? '';
  return block
    .split('\n')
    .slice(1)
    .map((line) => /^\s{2}([a-z][a-z0-9-]*)\b/.exec(line)?.[1])
    .filter((name) => name && name !== 'help');
}

/** Long flags of the "Options:" and "Additional options:" blocks. */
export function flagsOf(help) {
  const lines = help
    .split(/\n\s*\n/)
    .filter((block) => /^(Additional options|Options):/.test(block))
    .flatMap((block) => block.split('\n').slice(1));
  return [...new Set(lines.map((line) => /^\s{2}(?:-\w, )?(--[a-z0-9-]+)/.exec(line)?.[1]).filter(Boolean))]
    .filter((flag) => flag !== '--help')
    .sort();
}

// The browser locators the CLI calls (chrome-location2, firefox-location2, …) read variables of their own, such as
// CHROME_BINARY, which change the browser the CLI starts: they count as the CLI's code.
function locatorPackages(nodeModules) {
  const manifest = JSON.parse(readFileSync(path.join(nodeModules, 'extension/package.json'), 'utf8'));
  return Object.keys(manifest.dependencies ?? {}).filter((name) => /-location\d*$/.test(name));
}

function distFiles(nodeModules) {
  return [...PACKAGES, ...locatorPackages(nodeModules)]
    .map((name) => path.join(nodeModules, name, 'dist'))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(c?js|mjs)$/.test(file))
        .map((file) => path.join(dir, file)),
    );
}

// process.env.Name or process.env['Name'] (any identifier: Windows spells Path and SystemRoot so; in brackets also
// PROGRAMFILES(X86)), and env.NAME or env['NAME'] in upper case on an object the code took from process.env. A name
// ends where the identifier ends, so env.Path is never read as a variable "P".
const ENV_READ =
  /(?:process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*['"]([A-Za-z_][A-Za-z0-9_()]*)['"]\s*\])|\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_()]*)['"]\s*\]))(?![A-Za-z0-9_$])/g;

// Names read through a helper, `function envMs(envKey, fallback) { const raw = process.env[envKey]; … }`, called as
// envMs('EXTENSION_CDP_COMMAND_TIMEOUT_MS', 12000); and through a constant, `const CARD_KEYS_ENV =
// 'EXTENSION_CLI_CARD_KEYS'` read as process.env[CARD_KEYS_ENV]. A name only assigned (process.env[key] = value, as
// the .env loader and the git settings of create do) is written, not read.
const HELPER = /function\s+([A-Za-z_$][\w$]*)\s*\(\s*([A-Za-z_$][\w$]*)[^)]*\)\s*\{([^}]*?)process\.env\[\s*\2\s*\](?!\s*=[^=])/g;
const CONSTANT = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*['"]([A-Z][A-Z0-9_]*)['"]/g;

/** Every environment variable the CLI's code reads, with how: directly, through a helper, or through a constant. */
export function envVarReads(nodeModules) {
  const reads = new Map();
  const add = (name, how) => reads.set(name, [...new Set([...(reads.get(name) ?? []), how])]);
  for (const file of distFiles(nodeModules)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(ENV_READ)) add(match[1] ?? match[2] ?? match[3] ?? match[4], 'direct');
    for (const [, helper] of text.matchAll(HELPER)) {
      for (const call of text.matchAll(new RegExp(`\\b${helper.replace(/\$/g, '\\$')}\\(\\s*['"]([A-Z][A-Z0-9_]*)['"]`, 'g'))) add(call[1], `helper ${helper}`);
    }
    for (const [, constant, name] of text.matchAll(CONSTANT)) {
      if (new RegExp(`process\\.env\\[\\s*${constant.replace(/\$/g, '\\$')}\\s*\\](?!\\s*=[^=])`).test(text)) add(name, `constant ${constant}`);
    }
  }
  return reads;
}

/** Every environment variable name the CLI's code reads, sorted. */
export function envVarsRead(nodeModules) {
  return [...envVarReads(nodeModules).keys()].sort();
}

function isWalkable(checker, type) {
  if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) || checker.isArrayType(type)) return false;
  return type.getCallSignatures().length === 0;
}

/** The FileConfig type a release ships: in dist/types.d.ts (4.x), or exported through dist/module.d.ts (2.x, 3.x). */
function fileConfigType(nodeModules) {
  for (const name of ['types.d.ts', 'module.d.ts']) {
    const file = path.join(nodeModules, 'extension-develop/dist', name);
    if (!existsSync(file)) continue;
    const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, types: [] });
    const checker = program.getTypeChecker();
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file));
    let symbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.getName() === 'FileConfig');
    if (!symbol) continue;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return { checker, type: checker.getDeclaredTypeOfSymbol(symbol) };
  }
  return undefined;
}

/**
 * The key paths extension.config.js accepts, from the FileConfig type the package ships (`browser.<name>` stands
 * for each browser name), or [] when the release ships no types.
 */
export function configKeyPaths(nodeModules) {
  const fileConfig = fileConfigType(nodeModules);
  if (!fileConfig) return [];
  const { checker, type: root } = fileConfig;
  const paths = new Set();
  const walk = (type, prefix, depth) => {
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = checker.getNonNullableType(
        declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property),
      );
      const name = prefix === 'browser' ? '<name>' : property.getName();
      const keyPath = prefix ? `${prefix}.${name}` : name;
      paths.add(keyPath);
      if (depth < 3 && isWalkable(checker, propertyType)) walk(propertyType, keyPath, depth + 1);
    }
  };
  walk(root, '', 0);
  return [...paths].sort();
}

/** Everything tools/cli/cli-drift.mjs compares. */
export function cliSurface(nodeModules, node) {
  const top = helpText(nodeModules, node);
  const commands = Object.fromEntries(commandsOf(top).map((name) => [name, flagsOf(helpText(nodeModules, node, [name]))]));
  const codesFile = path.join(nodeModules, 'extension-develop/dist/contract/codes.json');
  return {
    version: JSON.parse(readFileSync(path.join(nodeModules, 'extension/package.json'), 'utf8')).version,
    globalFlags: flagsOf(top),
    commands,
    errorCodes: existsSync(codesFile) ? Object.keys(JSON.parse(readFileSync(codesFile, 'utf8')).codes).sort() : [],
    envVars: envVarsRead(nodeModules),
    configKeys: configKeyPaths(nodeModules),
  };
}
