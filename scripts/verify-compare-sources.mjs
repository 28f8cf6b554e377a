// Checks the evidence behind every cell about another tool in data/compare.json: the cited file, at the cited
// release, still contains the quoted evidence, and the tool's package.json at that release has the stated version.
// Reads a local clone when COMPARE_MIRRORS names a folder holding <owner>+<name>/repo git directories, otherwise
// raw.githubusercontent.com. Run it when you change data/compare.json or move a tool to a newer release:
//   node scripts/verify-compare-sources.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const data = JSON.parse(readFileSync(new URL('../data/compare.json', import.meta.url), 'utf8'));
const mirrors = process.env.COMPARE_MIRRORS;

async function fileAt(tool, file) {
  const local = mirrors && path.join(mirrors, tool.repo.replace('/', '+'), 'repo');
  if (local && existsSync(local)) return execFileSync('git', ['-C', local, 'show', `${tool.ref}:${file}`], { encoding: 'utf8' });
  const response = await fetch(`https://raw.githubusercontent.com/${tool.repo}/${tool.ref}/${file}`);
  if (!response.ok) throw new Error(`${response.status} for ${tool.repo}@${tool.ref}:${file}`);
  return response.text();
}

const failures = [];
for (const [id, tool] of Object.entries(data.tools)) {
  const { version } = JSON.parse(await fileAt(tool, tool.versionFile));
  if (version !== tool.version) failures.push(`${id}: ${tool.versionFile} at ${tool.ref} says ${version}, data says ${tool.version}`);
}
for (const [id, source] of Object.entries(data.sources)) {
  const text = await fileAt(data.tools[source.tool], source.path).catch((error) => `\u0000${error.message}`);
  if (!text.includes(source.evidence)) failures.push(`${id}: ${source.path} lacks ${JSON.stringify(source.evidence)}`);
}
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`${Object.keys(data.sources).length} sources of ${Object.keys(data.tools).length} tools hold their evidence.`);
