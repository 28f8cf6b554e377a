// Which error codes the pinned CLI can emit, read from its shipped code: every place a code's name appears in
// extension, extension-develop, extension-create and extension-install's dist, except the constant tables that
// only define the names (`E_ARGS: 'E_ARGS'`) and comparisons (`code === CODES.E_TIMEOUT`), which read a code
// that something else set. A code with no such place is in the contract (contract/codes.json) but this release
// never reports it. BEHAVIOUR.md, CLI facts says how the result is used.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLI_NODE_MODULES = fileURLToPath(new URL('../../tools/cli-runtime/node_modules/', import.meta.url));
const PACKAGES = ['extension', 'extension-develop', 'extension-create', 'extension-install'];

export interface UseSite {
  /** Path under tools/cli-runtime/node_modules, such as extension/dist/cli.cjs. */
  file: string;
  line: number;
  /** The line of code, trimmed to 160 characters. */
  code: string;
}

function distFiles(nodeModules: string): string[] {
  return PACKAGES.flatMap((name) => {
    const dir = path.join(nodeModules, name, 'dist');
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(c|m)?js$/.test(file))
      .map((file) => path.join(dir, file));
  });
}

const CODE = /\bE_[A-Z][A-Z0-9_]*\b/g;
const IDENTITY = /\b(E_[A-Z0-9_]+)\s*:\s*(['"])\1\2/g;
const COMPARED = /[!=]==?\s*(?:[\w$]+\.)*$/;

/** Every place outside the constant tables where the pinned CLI's code names an error code, by code. */
export function codeUseSites(nodeModules = CLI_NODE_MODULES): Map<string, UseSite[]> {
  const sites = new Map<string, UseSite[]>();
  for (const file of distFiles(nodeModules)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('E_')) continue;
    const inTable = new Set<number>();
    for (const m of text.matchAll(IDENTITY)) {
      inTable.add(m.index);
      inTable.add(m.index + m[0].length - m[1].length - 1);
    }
    const lineStarts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    for (const m of text.matchAll(CODE)) {
      if (inTable.has(m.index) || COMPARED.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      let line = lineStarts.findIndex((start) => start > m.index);
      if (line === -1) line = lineStarts.length;
      const start = lineStarts[line - 1];
      const end = text.indexOf('\n', start);
      const list = sites.get(m[0]) ?? [];
      list.push({ file: path.relative(nodeModules, file), line, code: text.slice(start, end === -1 ? undefined : end).trim().slice(0, 160) });
      sites.set(m[0], list);
    }
  }
  return sites;
}

/** The codes the pinned CLI can emit, sorted. */
export function emittedCodes(nodeModules = CLI_NODE_MODULES): string[] {
  return [...codeUseSites(nodeModules).keys()].sort();
}
