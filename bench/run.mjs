// npm run bench: builds the production site from a cold cache, measures it in Chromium and Lighthouse, prints
// the figures with PASS/FAIL against bench/budgets.json, and exits 1 when a
// budget fails (full figures in bench/tmp/results.json, a summary in bench/RESULTS.md). Options: --skip=build,weight,slowphone,lighthouse,search (a skipped build reuses the last one
// in bench/tmp/site), --builds=N and --lighthouse-runs=N (3 each by default), --lighthouse-uncompressed (audit
// the static server as it is, without the gzip that the production host adds), --slow-phone-runs=N (5 by default).
// --scale runs bench/scale.mjs instead: the site beside a copy with three times its pages.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../scripts/serve-static.mjs';
import { launchBrowser } from './browser.mjs';
import { measureBuild } from './build.mjs';
import { checkBudgets } from './budgets.mjs';
import { startGzipProxy } from './gzip-proxy.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { formatReport, summaryMarkdown } from './report.mjs';
import { measureColdSearch, measureSearch, searchIndexSize } from './search.mjs';
import { measureSlowPhone } from './slow-phone.mjs';
import { median } from './stats.mjs';
import { measureFirstVisit } from './weight.mjs';

const BENCH = path.dirname(fileURLToPath(import.meta.url));
const TMP = path.join(BENCH, 'tmp');
const SITE = path.join(TMP, 'site');

function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}
const skip = new Set(option('skip', '').split(',').filter(Boolean));
const builds = Number(option('builds', '3'));
const lighthouseRuns = Number(option('lighthouse-runs', '3'));
const lighthouseGzip = !process.argv.includes('--lighthouse-uncompressed');
const slowPhoneRuns = Number(option('slow-phone-runs', '5'));
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

/** The port a server listens on (each is started on port 0: the system picks a free one). */
const portOf = (server) => server.address().port;

/** Runs `measure` with the URL of a gzip proxy in front of `port`, as the production host compresses. */
async function throughGzip(port, measure) {
  const proxy = await startGzipProxy({ targetPort: port, port: 0 });
  try {
    return await measure(`http://127.0.0.1:${portOf(proxy)}`);
  } finally {
    proxy.close();
  }
}

const spread = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

async function runBuilds() {
  const runs = [];
  for (let i = 1; i <= builds; i += 1) {
    log(`build ${i}/${builds} (cold cache)...`);
    const run = await measureBuild({
      outDir: SITE,
      logFile: path.join(TMP, `build-${i}.log`),
      usageFile: path.join(TMP, `build-${i}.usage.json`),
    });
    log(`  ${Math.round(run.wallMs)} ms wall, ${Math.round(run.cpuMs)} ms CPU, ${(run.peakRssBytes / 1e6).toFixed(0)} MB peak RSS`);
    runs.push(run);
  }
  return {
    wallMs: spread(runs.map((r) => r.wallMs)),
    cpuMs: spread(runs.map((r) => r.cpuMs)),
    peakRssBytes: spread(runs.map((r) => r.peakRssBytes)),
    runs,
  };
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
      results.search = await measureSearch(browser, { baseUrl });
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
      options: { skip: [...skip], builds, lighthouseRuns, lighthouseGzip, slowPhoneRuns },
    },
  };
  if (os.loadavg()[0] > os.cpus().length) {
    log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs: times will be inflated by other work`);
  }
  if (!skip.has('build')) results.build = await runBuilds();
  else if (!existsSync(path.join(SITE, 'index.html'))) throw new Error(`--skip=build needs a previous build in ${SITE}`);

  results.searchIndex = searchIndexSize(SITE);
  const server = await startStaticServer({ root: SITE, port: 0 });
  const port = portOf(server);
  try {
    await runBrowserMeasurements(results, `http://127.0.0.1:${port}`, budgets.firstVisitDocPage.pages);
    if (!skip.has('slowphone')) {
      log(`slow phone, ${slowPhoneRuns} cold loads per page (gzip as on the production host)...`);
      const browser = await launchBrowser();
      try {
        await throughGzip(port, async (baseUrl) => {
          results.slowPhone = await measureSlowPhone(browser, { baseUrl, paths: budgets.slowPhone.pages, runs: slowPhoneRuns });
          if (!results.search) return;
          log('search, cold, on a slow phone (gzip as on the production host)...');
          results.search.cold = await measureColdSearch(browser, { baseUrl });
          results.search.coldTyped = await measureColdSearch(browser, { baseUrl, typed: true });
        });
      } finally {
        await browser.close();
      }
    }
    if (!skip.has('lighthouse')) {
      log(`Lighthouse, ${lighthouseRuns} runs per page${lighthouseGzip ? ', gzip as on the production host' : ', uncompressed'}...`);
      const audit = (baseUrl) =>
        measureLighthouse({ baseUrl, paths: budgets.lighthouse.pages, runs: lighthouseRuns, outDir: path.join(TMP, 'lighthouse') });
      results.lighthouse = lighthouseGzip ? await throughGzip(port, audit) : await audit(`http://127.0.0.1:${port}`);
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
