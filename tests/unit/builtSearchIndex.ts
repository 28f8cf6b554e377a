// The search index file of a build of the site: the build in DOC_BUILD_DIR when it is set (the folder `npm run
// build` wrote), otherwise a fresh build into a temporary folder, so the tests never read a stale index.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function buildSite(): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  const result = spawnSync(path.resolve('node_modules/.bin/rspress'), ['build'], {
    env: { ...process.env, DOC_BUILD_DIR: outDir, NO_COLOR: '1', RSPRESS_PERSISTENT_CACHE: 'false' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`The site did not build:\n${result.stdout}\n${result.stderr}`);
  return outDir;
}

export function builtSearchIndexFile(): string {
  const given = process.env.DOC_BUILD_DIR;
  const siteDir = given && existsSync(path.join(given, 'static')) ? given : buildSite();
  const dir = path.join(siteDir, 'static');
  const name = readdirSync(dir).find((file) => /^search_index\.en\.[0-9a-f]+\.json$/.test(file));
  if (!name) throw new Error(`No search index in ${dir}`);
  return path.join(dir, name);
}

export function builtSearchPages(): unknown[] {
  return JSON.parse(readFileSync(builtSearchIndexFile(), 'utf8')) as unknown[];
}
