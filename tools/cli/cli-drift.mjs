// Usage: node tools/cli/cli-drift.mjs [version|latest]   (default: latest)
// What would change in these docs if the pinned CLI (tools/cli-runtime) moved to another release: commands,
// flags, error codes, environment variables and config keys added or removed. Prints Markdown, appends it to
// $GITHUB_STEP_SUMMARY when set (the weekly workflow), and exits 0: drift is news, not a failure. With the pinned
// version itself it must report no drift (tests/unit/cli-drift.test.ts).
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliSurface } from './cli-surface.mjs';

const PINNED = fileURLToPath(new URL('../cli-runtime/node_modules/', import.meta.url));
const NODE22 = path.join(PINNED, 'node/bin/node');

/** Installs `extension@version` into a temporary folder and returns its node_modules. */
export function installRelease(version) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cli-drift-'));
  writeFileSync(path.join(dir, 'package.json'), '{"private":true}');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', `extension@${version}`], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return path.join(dir, 'node_modules');
}

function setDiff(from, to) {
  const before = new Set(from);
  const after = new Set(to);
  return { added: to.filter((x) => !before.has(x)), removed: from.filter((x) => !after.has(x)) };
}

/** Every difference between two surfaces, as { area, added, removed } rows with at least one change. */
export function driftBetween(pinned, other) {
  const rows = [
    { area: 'commands', ...setDiff(Object.keys(pinned.commands), Object.keys(other.commands)) },
    { area: 'global flags', ...setDiff(pinned.globalFlags, other.globalFlags) },
  ];
  for (const command of Object.keys(other.commands)) {
    if (!pinned.commands[command]) continue;
    rows.push({ area: `${command} flags`, ...setDiff(pinned.commands[command], other.commands[command]) });
  }
  rows.push({ area: 'error codes', ...setDiff(pinned.errorCodes, other.errorCodes) });
  rows.push({ area: 'environment variables', ...setDiff(pinned.envVars, other.envVars) });
  rows.push({ area: 'config keys', ...setDiff(pinned.configKeys, other.configKeys) });
  return rows.filter((row) => row.added.length > 0 || row.removed.length > 0);
}

export function driftReport(pinned, other, rows) {
  const lines = [`## CLI drift: pinned ${pinned.version} → ${other.version}`, ''];
  if (rows.length === 0) return `${lines.join('\n')}No difference in commands, flags, error codes, variables or config keys.\n`;
  lines.push('| Area | Added | Removed |', '| --- | --- | --- |');
  const cell = (items) => items.map((item) => `\`${item}\``).join(', ') || '—';
  for (const row of rows) lines.push(`| ${row.area} | ${cell(row.added)} | ${cell(row.removed)} |`);
  lines.push('', 'Bump tools/cli-runtime/package.json and run `npm test`: the tests point at each page to update.');
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = process.argv[2] ?? 'latest';
  const pinnedVersion = JSON.parse(readFileSync(path.join(PINNED, 'extension/package.json'), 'utf8')).version;
  const pinned = cliSurface(PINNED, NODE22);
  const other = wanted === pinnedVersion ? pinned : cliSurface(installRelease(wanted), NODE22);
  const report = driftReport(pinned, other, driftBetween(pinned, other));
  process.stdout.write(report);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, report);
}
