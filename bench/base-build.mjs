// The base the slow phone's times are compared with: the site as it was at the commit bench/budgets.json names
// (slowPhone.baseCommit), built the way the bench builds the site. Its source comes from git (git archive), its
// dependencies are this checkout's (linked), and its build is kept in bench/tmp/base-<commit>/ for the next runs.
// Move the base forward when the dependencies change: an old commit may not build with new ones.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBuild } from './build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LINKED = ['node_modules', 'tools/cli-runtime/node_modules'];

/** The folder of the base commit's built site, built first when it is not there yet. */
export async function baseBuild(commit, tmpDir, log = () => {}) {
  const dir = path.join(tmpDir, `base-${commit.slice(0, 12)}`);
  const site = path.join(dir, 'site');
  if (existsSync(path.join(site, 'index.html'))) return site;
  const source = path.join(dir, 'source');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  log(`base ${commit.slice(0, 12)}: source from git, then one build (kept for later runs)...`);
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 512 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', source], { input: archive });
  for (const link of LINKED) symlinkSync(path.join(ROOT, link), path.join(source, link), 'dir');
  const run = await measureBuild({ outDir: site, logFile: path.join(dir, 'build.log'), usageFile: path.join(dir, 'usage.json'), cwd: source });
  log(`  base built in ${(run.wallMs / 1000).toFixed(1)} s`);
  return site;
}
