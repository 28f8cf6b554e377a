import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_CHILD = path.join(ROOT, 'bench/build-child.mjs');
const SAMPLE_MS = 100;

function rssOf(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0; // the process ended between listing and reading
  }
}

function parentOf(pid) {
  try {
    // The command name in field 2 may contain spaces, so read the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

/** The pid and all its descendants, found by walking the parent links in /proc. */
function processTree(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = parentOf(pid);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(pid);
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/**
 * One production build from a cold cache (RSPRESS_PERSISTENT_CACHE=false turns off Rspack's persistent cache;
 * node_modules/.cache is shared with the other builds on this machine, so it is left alone).
 * Memory: the larger of the kernel's peak RSS of the build process (getrusage maxrss, all its threads: Rspack
 * compiles in threads) and the peak of the summed VmRSS of the process and any descendants, sampled every 100 ms.
 * `args` go to `rspress build` (tools/stock-rspress passes `-c <config>`), `env` to its process; `cwd` is the
 * checkout built (the bench's base build is another commit's source; bench/scale.mjs builds copies of this one).
 */
export function measureBuild({ outDir, logFile, usageFile, args = [], env = {}, cwd = ROOT }) {
  rmSync(usageFile, { force: true });
  rmSync(outDir, { recursive: true, force: true });
  const log = openSync(logFile, 'w');
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [BUILD_CHILD, 'build', ...args], {
    cwd,
    env: { ...process.env, ...env, DOC_BUILD_DIR: outDir, RSPRESS_PERSISTENT_CACHE: 'false', BENCH_USAGE_FILE: usageFile },
    stdio: ['ignore', log, log],
  });
  let treePeak = 0;
  let maxProcesses = 0;
  const sample = () => {
    const tree = processTree(child.pid);
    maxProcesses = Math.max(maxProcesses, tree.length);
    treePeak = Math.max(treePeak, tree.reduce((sum, pid) => sum + rssOf(pid), 0));
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      clearInterval(timer);
      closeSync(log);
      if (code !== 0) {
        const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
        reject(new Error(`rspress build exited with ${code}; log ${logFile}:\n${tail}`));
        return;
      }
      const usage = JSON.parse(readFileSync(usageFile, 'utf8'));
      resolve({
        wallMs,
        cpuMs: usage.cpuMs,
        peakRssBytes: Math.max(usage.maxRssBytes, treePeak),
        sampledTreePeakBytes: treePeak,
        maxProcesses,
      });
    });
  });
}

/**
 * Cold builds of several configurations in turns (A, B, A, B, ...), so that a busy or a quiet spell of the machine
 * falls on all of them alike. `builds` are { name, args, env, outDir }; each build's last output stays in its
 * outDir. Returns, per build, its runs in order.
 */
export async function measureBuildsInTurns({ builds, rounds, tmpDir, log = () => {} }) {
  const runs = builds.map(() => []);
  for (let round = 1; round <= rounds; round += 1) {
    for (const [index, build] of builds.entries()) {
      const file = (suffix) => path.join(tmpDir, `build-${index}-${round}.${suffix}`);
      const run = await measureBuild({ outDir: build.outDir, logFile: file('log'), usageFile: file('usage.json'), args: build.args, env: build.env });
      runs[index].push(run);
      log(`round ${round}/${rounds}  ${build.name.padEnd(34)} ${(run.wallMs / 1000).toFixed(1)} s wall, ${(run.cpuMs / 1000).toFixed(1)} s CPU`);
    }
  }
  return runs;
}
