// The folder of a build of the site: the one in DOC_BUILD_DIR when it is set (the folder `npm run build` wrote),
// otherwise a fresh build into a temporary folder, so the tests never read a stale build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function buildSite(): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'site-build-'));
  const result = spawnSync(path.resolve('node_modules/.bin/rspress'), ['build'], {
    env: { ...process.env, DOC_BUILD_DIR: outDir, NO_COLOR: '1', RSPRESS_PERSISTENT_CACHE: 'false' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`The site did not build:\n${result.stdout}\n${result.stderr}`);
  // The steps `npm run build` runs after Rspress's own.
  for (const script of ['builder/write-redirects.mjs', 'builder/write-headers.mjs']) {
    const step = spawnSync(process.execPath, [script, outDir], { encoding: 'utf8' });
    if (step.status !== 0) throw new Error(`${script} failed:\n${step.stdout}\n${step.stderr}`);
  }
  return outDir;
}

export function builtSiteDir(): string {
  const given = process.env.DOC_BUILD_DIR;
  return given && existsSync(path.join(given, 'static')) ? given : buildSite();
}
