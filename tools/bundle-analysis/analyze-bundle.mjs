// node tools/bundle-analysis/analyze-bundle.mjs [page path ...] [--no-build]
// What a first visit to a page loads and what is in it: builds the site with source maps (analyze.config.ts beside this file)
// into tools/bundle-analysis/tmp/analyze, records the JS and CSS Chromium fetches for each page, attributes every minified
// character of those files to its package and module through the source maps, and breaks the search index down
// by field and page. Prints the findings and writes them to tools/bundle-analysis/tmp/bundle-analysis.json. Not part of the
// timed bench: it is the "why" behind the bench's size figures.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../bench/browser.mjs';
import { measureFirstVisit } from '../../bench/weight.mjs';
import { startStaticServer } from '../../builder/serve-static.mjs';
import { moduleOf, packageOf, spansBySource, withoutRanges } from './sources.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const SITE = path.join(HERE, 'tmp/analyze');
const PORT = 4309;
const args = process.argv.slice(2);
const pages = args.filter((a) => a.startsWith('/'));
if (pages.length === 0) pages.push('/docs/welcome');

function build() {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js'), 'build', '-c', path.join(HERE, 'analyze.config.ts')],
    { cwd: ROOT, env: { ...process.env, DOC_BUILD_DIR: SITE, RSPRESS_PERSISTENT_CACHE: 'false' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`analysis build failed:\n${result.stdout}\n${result.stderr}`);
}

const kB = (n) => (n / 1000).toFixed(1);
const gzipSize = (text) => gzipSync(text, { level: 6 }).length;

/**
 * Groups a file's source ranges by `key` (package or module). For each group: its minified characters, and the
 * gzip bytes the file would lose without it (gzip of the file minus gzip of the file with those ranges cut out),
 * which is what removing or lazy-loading it would save on the wire.
 */
function groupFile(file, key) {
  const groups = new Map();
  for (const [source, ranges] of file.spans) {
    const name = key(source);
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name).push(...ranges);
  }
  return [...groups]
    .map(([name, ranges]) => ({
      name,
      chars: ranges.reduce((sum, [start, end]) => sum + end - start, 0),
      gzipSaved: file.gzip - gzipSize(withoutRanges(file.code, ranges)),
    }))
    .sort((a, b) => b.gzipSaved - a.gzipSaved);
}

/** Package, or for @rspress/core its theme folder (such as dist/theme/components/Search): where in Rspress the bytes come from. */
function areaOf(source) {
  const name = packageOf(source);
  if (name !== '@rspress/core') return name;
  const inside = moduleOf(source).split('/').slice(2); // after "@rspress/core"
  const depth = inside[1] === 'theme' && ['components', 'layout', 'logic', 'hooks'].includes(inside[2]) ? 4 : 3;
  return `@rspress/core/${inside.slice(0, depth).join('/')}`;
}

function analyzeFile(file) {
  const code = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  const spans = existsSync(mapFile)
    ? spansBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))
    : new Map([['(no source map)', [[0, code.length]]]]);
  return { code, raw: Buffer.byteLength(code), gzip: gzipSize(code), spans };
}

function printGroups(title, rows, limit) {
  console.log(`  ${title}`);
  console.log('     minified kB   gzip kB saved if gone');
  for (const row of rows.slice(0, limit)) {
    console.log(`    ${kB(row.chars).padStart(9)}   ${kB(row.gzipSaved).padStart(9)}   ${row.name}`);
  }
}

async function analyzePages() {
  const server = await startStaticServer({ root: SITE, port: PORT });
  const browser = await launchBrowser();
  const report = [];
  try {
    for (const page of pages) {
      const visit = await measureFirstVisit(browser, { baseUrl: `http://127.0.0.1:${PORT}`, root: SITE, path: page });
      const assets = [...new Set(visit.requests.filter((r) => r.category === 'js' || r.category === 'css').map((r) => r.path))];
      const files = assets.map((asset) => ({ asset, ...analyzeFile(path.join(SITE, asset)) }));
      console.log(`\n${page}: ${files.length} JS/CSS files on a first visit`);
      const entry = { page, files: [] };
      for (const f of files) {
        console.log(`\n  ${f.asset}  ${kB(f.raw)} kB raw, ${kB(f.gzip)} kB gzip`);
        const byPackage = groupFile(f, packageOf);
        const byModule = groupFile(f, moduleOf);
        printGroups('by package', byPackage, 12);
        const byArea = groupFile(f, areaOf);
        if (f.raw > 20_000) {
          printGroups('largest modules', byModule, 15);
          if (byPackage.some((p) => p.name === '@rspress/core')) {
            printGroups('@rspress/core by folder', byArea.filter((a) => a.name.startsWith('@rspress/core')), 20);
          }
        }
        entry.files.push({ asset: f.asset, raw: f.raw, gzip: f.gzip, byPackage, byArea, byModule });
      }
      report.push(entry);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return report;
}

/** For each route, the trimmed lines of its MDX page's fenced code blocks. */
function codeLinesByRoute() {
  const byRoute = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        const route = `/${path.relative(path.join(ROOT, 'docs/en'), file)}`.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
        const blocks = readFileSync(file, 'utf8').match(/^```[^\n]*\n[\s\S]*?^```/gm) ?? [];
        const lines = blocks.flatMap((block) => block.split('\n').slice(1, -1).map((line) => line.trim()));
        byRoute.set(route, new Set(lines.filter(Boolean)));
      }
    }
  };
  walk(path.join(ROOT, 'docs/en'));
  return byRoute;
}

/** The largest per-page length of "content" at which the index stays within `limit` gzip bytes. */
function largestContentCap(docs, limit, gzipOf) {
  const capped = (cap) => docs.map((d) => ({ ...d, content: d.content.slice(0, cap) }));
  let low = 0;
  let high = Math.max(...docs.map((d) => d.content.length));
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (gzipOf(capped(mid)) <= limit) low = mid;
    else high = mid - 1;
  }
  return low;
}

const JSX_ELEMENT = /<[A-Z]\w*(\s[^<]*?)?\/>/g;

/** The index as it would be without MDX component source text and without code-block lines in "content". */
function strippedDocs(docs) {
  const codeLines = codeLinesByRoute();
  let codeChars = 0;
  const stripped = docs.map((doc) => {
    const lines = codeLines.get(doc.routePath) ?? new Set();
    const kept = doc.content
      .replace(JSX_ELEMENT, '')
      .split('\n')
      .filter((line) => {
        const isCode = lines.has(line.trim());
        if (isCode) codeChars += line.length + 1;
        return !isCode;
      });
    return { ...doc, content: kept.join('\n') };
  });
  return { stripped, codeChars };
}

/** Which fields and pages make the search index big, and how much of the page text is code or JSX. */
function analyzeSearchIndex() {
  const dir = path.join(SITE, 'static');
  const name = readdirSync(dir).find((f) => /^search_index\..*\.json$/.test(f));
  const text = readFileSync(path.join(dir, name), 'utf8');
  const docs = JSON.parse(text);
  // The index is in the site's own format (common/search/indexFile.ts): one array per page, not Rspress's objects.
  if (docs.every((doc) => Array.isArray(doc))) {
    const gzip = gzipSync(text, { level: 6 }).length;
    const largest = docs
      .map((doc) => ({ route: doc[0], bytes: Buffer.byteLength(JSON.stringify(doc)) }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 10);
    console.log(`\nSearch index ${name}: ${docs.length} pages, ${kB(Buffer.byteLength(text))} kB raw, ${kB(gzip)} kB gzip`);
    for (const { route, bytes } of largest) console.log(`  ${kB(bytes).padStart(6)} kB  ${route}`);
    return { file: name, pages: docs.length, raw: Buffer.byteLength(text), gzip, largest };
  }
  const byField = new Map();
  for (const doc of docs) {
    for (const [field, value] of Object.entries(doc)) {
      byField.set(field, (byField.get(field) ?? 0) + JSON.stringify(value).length);
    }
  }
  const gzipOf = (value) => gzipSync(JSON.stringify(value), { level: 6 }).length;
  const withoutField = (field) => docs.map(({ [field]: _dropped, ...rest }) => rest);
  // MDX components written in a page (<PackageManagerTabs command={{...}} />) reach the index as raw source text.
  const jsxChars = docs.reduce((sum, d) => sum + (d.content.match(JSX_ELEMENT) ?? []).join('').length, 0);
  const { stripped, codeChars } = strippedDocs(docs);
  const largest = docs
    .map((d) => [d.routePath, JSON.stringify(d).length])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10);
  const summary = {
    file: name,
    documents: docs.length,
    raw: Buffer.byteLength(text),
    gzip: gzipSync(text, { level: 6 }).length,
    charsByField: Object.fromEntries([...byField].sort((a, b) => b[1] - a[1])),
    gzipWithoutField: Object.fromEntries([...byField.keys()].map((f) => [f, gzipOf(withoutField(f))])),
    gzipTitlesHeadingsDescriptionsOnly: gzipOf(docs.map(({ content: _c, frontmatter: _f, ...rest }) => rest)),
    jsxComponentCharsInContent: jsxChars,
    codeBlockCharsInContent: codeChars,
    gzipWithoutJsxAndCode: gzipOf(stripped),
    contentCapFor60kB: largestContentCap(stripped, 60_000, gzipOf),
    largestDocuments: Object.fromEntries(largest),
  };
  console.log(`\nSearch index ${name}: ${docs.length} documents, ${kB(summary.raw)} kB raw, ${kB(summary.gzip)} kB gzip`);
  for (const [field, chars] of Object.entries(summary.charsByField)) {
    console.log(`  ${field.padEnd(12)} ${kB(chars).padStart(7)} kB of JSON; index gzip without it: ${kB(summary.gzipWithoutField[field])} kB`);
  }
  console.log(`  gzip with only titles, headings (toc), descriptions and paths: ${kB(summary.gzipTitlesHeadingsDescriptionsOnly)} kB`);
  console.log(`  JSX component text left in "content" (e.g. <PackageManagerTabs ... />): ${kB(jsxChars)} kB`);
  console.log(`  lines of the pages' fenced code blocks in "content": ${kB(codeChars)} kB (search.codeBlocks: false drops them)`);
  console.log(`  gzip without that JSX text and those code lines: ${kB(summary.gzipWithoutJsxAndCode)} kB`);
  console.log(`  and with "content" cut to its first ${summary.contentCapFor60kB} characters per page, the index is 60 kB gzip`);
  console.log('  largest documents (JSON chars):');
  for (const [route, chars] of largest) console.log(`    ${kB(chars).padStart(7)} kB  ${route}`);
  return summary;
}

if (!args.includes('--no-build')) {
  console.log('Building with source maps into tools/bundle-analysis/tmp/analyze ...');
  build();
}
const report = { pages: await analyzePages(), searchIndex: analyzeSearchIndex() };
writeFileSync(path.join(HERE, 'tmp/bundle-analysis.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nFull breakdown: tools/bundle-analysis/tmp/bundle-analysis.json');
