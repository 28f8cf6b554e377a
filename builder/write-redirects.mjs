// Writes a small static page for every old URL in docs/redirects.json (BEHAVIOUR.md, Redirects), and the
// files the pinned CLI names by URL (the result schema at its $id). Runs after `rspress build` and before
// builder/write-headers.mjs, which gives these pages their Content-Security-Policy like any other page.
// GitHub Pages has no server-side redirects: a page with a script (keeps the #section) and a meta refresh (works
// without JavaScript) is what it can serve.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './html-files.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TABLE = JSON.parse(readFileSync(new URL('../docs/redirects.json', import.meta.url), 'utf8'));

// The same script on every redirect page, so the CSP lists one hash for all of them: it reads the target from the
// canonical link and keeps the visitor's #section (or the table's, when the visitor's URL has none) and query.
export const KEEP_SECTION_SCRIPT =
  "(function(){var t=new URL(document.querySelector('link[rel=canonical]').href);" +
  'location.replace(t.pathname+location.search+(location.hash||t.hash))})()';

/** The clean URL of a built HTML file: /a/index.html -> /a/, /a/b.html -> /a/b. */
export function routeOfFile(outDir, file) {
  const relative = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
  return relative.replace(/index\.html$/, '').replace(/\.html$/, '');
}

/** Where a clean URL is written so that GitHub Pages (and builder/serve-static.mjs) serve it. */
export function fileOfRoute(outDir, route) {
  return route.endsWith('/') ? path.join(outDir, route, 'index.html') : path.join(outDir, `${route}.html`);
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Every redirect the table asks for, with the prefix rows expanded over the built pages.
 * @param {string[]} routes the built pages
 * @returns {Array<{ from: string, to: string }>}
 */
export function expandRedirects(routes) {
  const pages = TABLE.pages.map(({ from, to }) => ({ from, to }));
  for (const prefix of TABLE.prefixes) {
    if (prefix.wholeSection) continue;
    for (const route of routes) {
      if (!route.startsWith(prefix.to) || route === '/404') continue;
      pages.push({ from: prefix.from + route.slice(prefix.to.length), to: route });
    }
  }
  return pages;
}

/** The page title of a built page, for the redirect page's text. */
function titleOf(html) {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  return match ? match[1] : '';
}

function canonicalOf(html) {
  const match = /<link rel="canonical" href="([^"]*)"/i.exec(html);
  return match ? new URL(match[1]) : undefined;
}

const REDIRECT_MARK = '<meta name="robots" content="noindex">';

/** Whether built HTML is one of the redirect pages this script writes (not a page of the site). */
export function isRedirectPage(html) {
  return html.includes(REDIRECT_MARK) && html.includes('http-equiv="refresh"');
}

/** The static page that sends a visitor on from an old URL. */
export function redirectPage({ to, title, canonical }) {
  const target = new URL(to, canonical);
  const href = escapeHtml(target.href);
  const local = escapeHtml(target.pathname + target.hash);
  const name = escapeHtml(title);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Moved: ${name}</title>`,
    REDIRECT_MARK,
    `<link rel="canonical" href="${href}">`,
    `<script>${KEEP_SECTION_SCRIPT}</script>`,
    `<meta http-equiv="refresh" content="0; url=${local}">`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${local}">${name}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Writes the redirect pages and the CLI's named files into outDir. A row that points at no built page, or whose
 * old URL is now a page of its own, stops the build with the row named.
 */
export function writeRedirects(outDir) {
  // Pages only: a second run over the same folder starts from none of the first run's redirect pages.
  const builtFiles = htmlFiles(outDir).filter((file) => {
    if (!isRedirectPage(readFileSync(file, 'utf8'))) return true;
    rmSync(file);
    return false;
  });
  const built = new Map(builtFiles.map((file) => [routeOfFile(outDir, file), file]));
  const redirects = expandRedirects([...built.keys()]);
  const problems = [];
  for (const { from, to } of redirects) {
    const targetRoute = to.split('#')[0];
    const targetFile = built.get(targetRoute);
    if (!targetFile) {
      problems.push(`docs/redirects.json: ${from} points at ${to}, which is not a built page`);
      continue;
    }
    if (built.has(from)) {
      problems.push(`docs/redirects.json: ${from} is a page of the site now; remove its row`);
      continue;
    }
    const html = readFileSync(targetFile, 'utf8');
    const canonical = canonicalOf(html);
    if (!canonical) {
      problems.push(`${path.relative(outDir, targetFile)} has no canonical link`);
      continue;
    }
    const page = redirectPage({ to, title: titleOf(html), canonical });
    // /docs/features is also a folder of pages: hosts that look for the folder's index first find it there too.
    const files = [fileOfRoute(outDir, from)];
    if (!from.endsWith('/') && existsSync(path.join(outDir, from))) files.push(fileOfRoute(outDir, `${from}/`));
    for (const file of files) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, page);
    }
  }
  for (const { url, file } of TABLE.files) {
    const source = path.join(ROOT, file);
    if (!existsSync(source)) problems.push(`docs/redirects.json: ${file} (served at ${url}) does not exist`);
    else {
      const target = path.join(outDir, url);
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(source, target);
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { redirects: redirects.length, files: TABLE.files.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? process.env.DOC_BUILD_DIR ?? 'doc_build');
  try {
    const { redirects, files } = writeRedirects(outDir);
    console.log(`Wrote ${redirects} redirect pages and ${files} files the CLI names`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
