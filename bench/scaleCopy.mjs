// A copy of this project for the scale bench (bench/scale.mjs): the files git tracks, the installed packages linked,
// in a git repository of its own (the last-updated times read git). With `factor` > 1, the docs groups are copied,
// in the sidebar's order and again from the first, until the site has at least `factor` times its pages: group
// `<dir>` becomes `<dir>-copy-<k>` with the label "<label> (copy <k>)", right after the group in the sidebar, and
// each copied page gets a title and first heading of its own ("<title> (copy <k>)"), so the page list, the sidebar
// and the search index hold distinct entries, as new pages would.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PAGE = /\.mdx?$/;

const pagesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pagesUnder(full);
    return PAGE.test(name) ? [full] : [];
  });

/** `text` with its front matter title and its first h1 followed by `suffix`. */
export function retitle(text, suffix) {
  let titled = false;
  let headed = false;
  const lines = text.split('\n');
  let inFrontMatter = lines[0] === '---';
  for (let i = inFrontMatter ? 1 : 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (inFrontMatter) {
      if (line === '---') inFrontMatter = false;
      else if (!titled && /^title:\s*\S/.test(line)) {
        const value = line.replace(/^title:\s*/, '');
        const quote = /^(['"]).*\1$/.test(value) ? value[0] : '';
        lines[i] = `title: ${quote ? `${value.slice(0, -1)}${suffix}${quote}` : `${value}${suffix}`}`;
        titled = true;
      }
    } else if (!headed && /^# \S/.test(line)) {
      lines[i] = `${line}${suffix}`;
      headed = true;
    }
  }
  return lines.join('\n');
}

function copyGroup(docsDir, group, copy) {
  const name = `${group.name}-copy-${copy}`;
  const target = path.join(docsDir, name);
  cpSync(path.join(docsDir, group.name), target, { recursive: true });
  for (const file of pagesUnder(target)) writeFileSync(file, retitle(readFileSync(file, 'utf8'), ` (copy ${copy})`));
  return { ...group, name, label: `${group.label ?? group.name} (copy ${copy})` };
}

/** Adds copies of the docs groups until the site has at least `factor` times its pages; returns the page counts. */
export function scalePages(projectDir, factor) {
  const siteDir = path.join(projectDir, 'docs/en');
  const docsDir = path.join(siteDir, 'docs');
  const before = pagesUnder(siteDir).length;
  const metaFile = path.join(docsDir, '_meta.json');
  const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
  const groups = meta.filter((entry) => typeof entry === 'object' && entry.type === 'dir');
  const pagesOf = new Map(groups.map((group) => [group.name, pagesUnder(path.join(docsDir, group.name)).length]));
  const copies = new Map(groups.map((group) => [group.name, []]));
  let pages = before;
  for (let round = 1; pages < before * factor; round += 1) {
    for (const group of groups) {
      if (pages >= before * factor) break;
      copies.get(group.name).push(copyGroup(docsDir, group, round));
      pages += pagesOf.get(group.name);
    }
  }
  const scaled = meta.flatMap((entry) => (typeof entry === 'object' && copies.has(entry.name) ? [entry, ...copies.get(entry.name)] : [entry]));
  writeFileSync(metaFile, `${JSON.stringify(scaled, null, 2)}\n`);
  return { before, after: pagesUnder(siteDir).length };
}

/** A fresh copy of the project at `projectDir` (git's tracked files, packages linked), committed in a repository of its own. */
export function copyProject(rootDir, projectDir) {
  rmSync(projectDir, { recursive: true, force: true });
  mkdirSync(projectDir, { recursive: true });
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: rootDir, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    const from = path.join(rootDir, file);
    if (!existsSync(from)) continue; // deleted in the work tree, not yet in git
    mkdirSync(path.dirname(path.join(projectDir, file)), { recursive: true });
    cpSync(from, path.join(projectDir, file));
  }
  for (const modules of ['node_modules', 'tools/cli-runtime/node_modules']) {
    if (existsSync(path.join(rootDir, modules))) symlinkSync(path.join(rootDir, modules), path.join(projectDir, modules), 'dir');
  }
}

/** Commits the copy's files, so that the last-updated times come from git as in the project itself. */
export function commitCopy(projectDir) {
  const git = (...args) => execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], { cwd: projectDir, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'scale bench copy');
}
