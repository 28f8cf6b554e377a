// Lets Node 22 (tools/cli-runtime's, which strips TypeScript types) import the engine's sources as the bundler does:
// an import of a path without an extension is the .ts file, and a JSON import needs no import attribute.
// `node --import ./tools/search-engines/ts-resolve.mjs <file.ts>`: on the main thread the file registers itself,
// and Node runs its hooks below on the loader's thread.
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) register(import.meta.url);

export async function resolve(specifier, context, next) {
  if (/^\.{0,2}\//.test(specifier) && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier) && context.parentURL?.startsWith('file:')) {
    const url = new URL(`${specifier}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(url))) return next(url.href, context);
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  return next(url, url.endsWith('.json') ? { ...context, importAttributes: { type: 'json' } } : context);
}
