// npm run bench: builds the production site from a cold cache in turns with stock Rspress on the same pages,
// measures it in Chromium and Lighthouse (the times beside stock Rspress's or the base build's, in turns), prints
// both sides and PASS/FAIL against bench/budgets.json, and exits 1 when a budget fails (full figures in
// bench/tmp/results.json, a summary in bench/RESULTS.md; how to read them: bench/README.md).
// Options: --skip=build,weight,slowphone,lighthouse,search,pagefind (a skipped build reuses the last ones in bench/tmp),
// --builds=N and --lighthouse-runs=N (rounds; 3 and 5 by default), --lighthouse-uncompressed (audit the static
// server as it is, without the gzip that the production host adds), --slow-phone-runs=N (5 by default),
// --query-sets=held-out,tuning (search and Pagefind type only these sets, by name in bench/search-score.mjs; all by default).
// --scale runs bench/scale.mjs instead: the site beside a copy with three times its pages.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../builder/serve-static.mjs';
import { launchBrowser } from './browser.mjs';
import { SITE_BUILD, STOCK_BUILD } from './compared-builds.mjs';
import { baseBuild } from './base-build.mjs';
import { measureBuildsInTurns } from './build.mjs';
import { checkBudgets } from './budgets.mjs';
import { serveGzip } from './gzip-proxy.mjs';
import { measureLighthouseInTurns } from './lighthouse.mjs';
import { formatReport, summaryMarkdown } from './report.mjs';
import { measurePagefind } from './pagefind.mjs';
import { measureColdSearch, measureSearch, searchIndexSize } from './search.mjs';
import { querySets } from './search-score.mjs';
import { measureSlowPhoneInTurns } from './slow-phone.mjs';
import { median } from './stats.mjs';
import { measureFirstVisit } from './weight.mjs';

const BENCH = path.dirname(fileURLToPath(import.meta.url));
const TMP = path.join(BENCH, 'tmp');
const SITE = path.join(TMP, 'site');
const STOCK_SITE = path.join(TMP, 'stock-site');

function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}
const skip = new Set(option('skip', '').split(',').filter(Boolean));
const builds = Number(option('builds', '3'));
const lighthouseRuns = Number(option('lighthouse-runs', '5'));
const querySetList = option('query-sets', '');
const querySetNames = querySetList ? querySetList.split(',') : undefined;
if (querySetNames) querySets(querySetNames); // an unknown name fails here, before the builds
const lighthouseGzip = !process.argv.includes('--lighthouse-uncompressed');
const slowPhoneRuns = Number(option('slow-phone-runs', '5'));
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

/** The port a server listens on (each is started on port 0: the system picks a free one). */
const portOf = (server) => server.address().port;

const spread = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

/** Cold builds of the site and of stock Rspress on the same pages, in turns. */
async function runBuilds() {
  log(`${builds} round(s) of cold builds: the site, then stock Rspress on the same pages...`);
  const [site, stock] = await measureBuildsInTurns({
    builds: [
      { ...SITE_BUILD, outDir: SITE },
      { ...STOCK_BUILD, outDir: STOCK_SITE },
    ],
    rounds: builds,
    tmpDir: TMP,
    log: (line) => log(`  ${line}`),
  });
  const summary = (runs) => ({
    wallMs: spread(runs.map((r) => r.wallMs)),
    cpuMs: spread(runs.map((r) => r.cpuMs)),
    peakRssBytes: spread(runs.map((r) => r.peakRssBytes)),
    runs,
  });
  return { ...summary(site), stock: summary(stock) };
}

async function runBrowserMeasurements(results, baseUrl, weightPages) {
  const browser = await launchBrowser();
  results.meta.chromium = browser.version();
  try {
    if (!skip.has('weight')) {
      results.weight = [];
      for (const page of weightPages) {
        log(`first visit ${page}...`);
        results.weight.push(await measureFirstVisit(browser, { baseUrl, root: SITE, path: page }));
      }
    }
    if (!skip.has('search')) {
      log('search...');
      results.search = await measureSearch(browser, { baseUrl, setNames: querySetNames });
    }
    if (!skip.has('pagefind')) {
      log('Pagefind on the same pages and query sets...');
      results.pagefind = await measurePagefind(browser, { siteDir: SITE, workDir: path.join(TMP, 'pagefind'), setNames: querySetNames });
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  if (process.argv.includes('--scale')) {
    await import('./scale.mjs');
    return;
  }
  const started = Date.now();
  mkdirSync(TMP, { recursive: true });
  const budgets = JSON.parse(readFileSync(path.join(BENCH, 'budgets.json'), 'utf8'));
  const results = {
    meta: {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverageAtStart: os.loadavg(),
      options: { skip: [...skip], querySets: querySetNames ?? 'all', builds, lighthouseRuns, lighthouseGzip, slowPhoneRuns },
    },
  };
  if (os.loadavg()[0] > os.cpus().length) {
    log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs: times are inflated by other work; the comparisons, measured in turns, much less`);
  }
  if (!skip.has('build')) results.build = await runBuilds();
  else if (!existsSync(path.join(SITE, 'index.html'))) throw new Error(`--skip=build needs a previous build in ${SITE}`);

  results.searchIndex = searchIndexSize(SITE);
  const server = await startStaticServer({ root: SITE, port: 0 });
  const port = portOf(server);
  try {
    await runBrowserMeasurements(results, `http://127.0.0.1:${port}`, budgets.firstVisitDocPage.pages);
    if (!skip.has('slowphone')) {
      const base = await baseBuild(budgets.slowPhone.baseCommit, TMP, log);
      log(`slow phone, ${slowPhoneRuns} cold loads per page, the site and base ${budgets.slowPhone.baseCommit.slice(0, 7)} in turns (gzip as on the production host)...`);
      const browser = await launchBrowser();
      const [site, baseServer] = [await serveGzip(SITE), await serveGzip(base)];
      try {
        const loads = await measureSlowPhoneInTurns(browser, {
          sites: [
            { name: 'site', baseUrl: site.baseUrl },
            { name: 'base', baseUrl: baseServer.baseUrl },
          ],
          paths: budgets.slowPhone.pages,
          runs: slowPhoneRuns,
        });
        results.slowPhone = loads.site;
        results.slowPhoneBase = loads.base;
        if (results.search) {
          log('search, cold, on a slow phone (gzip as on the production host)...');
          results.search.cold = await measureColdSearch(browser, { baseUrl: site.baseUrl });
          results.search.coldTyped = await measureColdSearch(browser, { baseUrl: site.baseUrl, typed: true });
        }
      } finally {
        site.close();
        baseServer.close();
        await browser.close();
      }
    }
    if (!skip.has('lighthouse')) {
      if (!existsSync(path.join(STOCK_SITE, 'index.html'))) throw new Error(`Lighthouse compares with stock Rspress: no build in ${STOCK_SITE} (run once without --skip=build)`);
      log(`Lighthouse, ${lighthouseRuns} round(s): the site, then stock Rspress, on each page${lighthouseGzip ? ', gzip as on the production host' : ', uncompressed'}...`);
      const serve = lighthouseGzip
        ? serveGzip
        : async (root) => {
            const plain = await startStaticServer({ root, port: 0 });
            return { baseUrl: `http://127.0.0.1:${portOf(plain)}`, close: () => plain.close() };
          };
      const [site, stock] = [await serve(SITE), await serve(STOCK_SITE)];
      try {
        const audits = await measureLighthouseInTurns({
          sites: [
            { name: 'site', baseUrl: site.baseUrl },
            { name: 'stock', baseUrl: stock.baseUrl },
          ],
          paths: budgets.lighthouse.pages,
          rounds: lighthouseRuns,
          outDir: path.join(TMP, 'lighthouse'),
          log: (line) => log(`  ${line}`),
        });
        results.lighthouse = audits.site;
        results.lighthouseStock = audits.stock;
      } finally {
        site.close();
        stock.close();
      }
    }
  } finally {
    server.close();
  }

  results.meta.loadAverageAtEnd = os.loadavg();
  results.meta.benchSeconds = Math.round((Date.now() - started) / 1000);
  results.budgets = checkBudgets(budgets, results);
  // The full figures stay out of git (bench/tmp, and an artifact of the bench workflow); a full run (no --skip)
  // rewrites the short summary that reviews read, bench/RESULTS.md.
  const resultsFile = path.join(TMP, skip.size ? 'results.partial.json' : 'results.json');
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  if (!skip.size) writeFileSync(path.join(BENCH, 'RESULTS.md'), summaryMarkdown(results));

  console.log(formatReport(results, results.budgets));
  const busy = Math.max(results.meta.loadAverageAtStart[0], results.meta.loadAverageAtEnd[0]);
  if (busy > results.meta.cpus) {
    console.log(`\nNote: load average ${busy.toFixed(1)} on ${results.meta.cpus} CPUs: other work ran during the bench, so times are inflated.`);
  }
  console.log(`\nBench took ${results.meta.benchSeconds} s. Figures: ${path.relative(process.cwd(), resultsFile)}; Lighthouse reports: bench/tmp/lighthouse/.`);
  const failed = results.budgets.filter((r) => r.status === 'FAIL').length;
  console.log(failed ? `${failed} budget(s) FAIL` : 'All budgets PASS');
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
