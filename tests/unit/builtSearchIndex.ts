// The search index file of a build of the site (see builtSite.ts for which build).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtSiteDir } from './builtSite';

export function builtSearchIndexFile(): string {
  const dir = path.join(builtSiteDir(), 'static');
  const name = readdirSync(dir).find((file) => /^search_index\.en\.[0-9a-f]+\.json$/.test(file));
  if (!name) throw new Error(`No search index in ${dir}`);
  return path.join(dir, name);
}

export function builtSearchPages(): unknown[] {
  return JSON.parse(readFileSync(builtSearchIndexFile(), 'utf8')) as unknown[];
}

/** The rest file the first file names (the lines of each body after its first), parsed. */
export function builtSearchRest(): unknown {
  const dir = path.join(builtSiteDir(), 'static');
  const name = readdirSync(dir).find((file) => /^search_rest\.en\.[0-9a-f]+\.json$/.test(file));
  if (!name) throw new Error(`No search rest file in ${dir}`);
  return JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown;
}
