import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';
import { median } from './stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const NODE_22 = path.join(here, '../tools/cli-runtime/node_modules/node/bin/node');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/** Audits that cost points: a score below 1 on an audit that is scored (not informative or manual). */
function failingAudits(report) {
  const counted = new Set(['binary', 'numeric', 'metricSavings']);
  return Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && counted.has(a.scoreDisplayMode))
    .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue ?? '' }));
}

const shortUrl = (url) => (url ?? '').replace(/^https?:\/\/[^/]+/, '');

/** The details a reader needs to see why a score is low: LCP element and phases, script cost, failing nodes. */
function diagnostics(report) {
  const audits = report.audits;
  const items = (id) => audits[id]?.details?.items ?? [];
  const lcpParts = items('lcp-breakdown-insight');
  const accessibilityIds = report.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [];
  return {
    lcpElement: lcpParts.find((item) => item.type === 'node')?.snippet,
    lcpPhasesMs: Object.fromEntries(
      (lcpParts.find((item) => item.type === 'table')?.items ?? []).map((p) => [p.subpart, Math.round(p.duration)]),
    ),
    scriptBootupMs: items('bootup-time').map((i) => ({ url: shortUrl(i.url), total: Math.round(i.total), scripting: Math.round(i.scripting) })),
    mainThreadMs: Object.fromEntries(items('mainthread-work-breakdown').map((i) => [i.group, Math.round(i.duration)])),
    unusedJavascript: items('unused-javascript').map((i) => ({ url: shortUrl(i.url), totalBytes: i.totalBytes, wastedBytes: i.wastedBytes })),
    renderBlocking: items('render-blocking-insight').map((i) => ({ url: shortUrl(i.url), totalBytes: i.totalBytes })),
    accessibilityFailures: accessibilityIds
      .filter((id) => audits[id]?.score === 0)
      .map((id) => ({ id, nodes: items(id).slice(0, 5).map((i) => i.node?.snippet ?? i.node?.selector) })),
  };
}

export function summarize(report) {
  return {
    diagnostics: diagnostics(report),
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)])),
    metrics: Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, report.audits[id].numericValue])),
    benchmarkIndex: report.environment?.benchmarkIndex,
    warnings: report.runWarnings,
    failingAudits: failingAudits(report),
  };
}

/** Median of each score and metric over `runs` Lighthouse runs per URL, plus the failing audits of every run. */
export async function measureLighthouse({ baseUrl, paths, runs, outDir }) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  const urls = paths.map((p) => baseUrl + p);
  const { stdout } = await promisify(execFile)(
    NODE_22,
    [path.join(here, 'lighthouse-runner.mjs'), outDir, String(runs), CHROMIUM_PATH ?? '', flags, ...urls],
    { maxBuffer: 16 * 1024 * 1024, timeout: 10 * 60 * 1000 },
  );
  const done = stdout.trim().split('\n').map((line) => JSON.parse(line));
  return paths.map((p, index) => {
    const summaries = done
      .filter((d) => d.url === urls[index])
      .map((d) => summarize(JSON.parse(readFileSync(d.file, 'utf8'))));
    const pick = (get) => median(summaries.map(get));
    return {
      path: p,
      runs: summaries.length,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((s) => s.scores[c])])),
      metrics: Object.fromEntries(Object.keys(METRICS).map((k) => [k, pick((s) => s.metrics[k])])),
      benchmarkIndex: pick((s) => s.benchmarkIndex),
      perRun: summaries.map(({ scores, metrics, benchmarkIndex }) => ({ scores, metrics, benchmarkIndex })),
      warnings: [...new Set(summaries.flatMap((s) => s.warnings))],
      failingAudits: mergeAudits(summaries.map((s) => s.failingAudits)),
      // Details vary between runs: these come from the run whose performance score is the median one.
      diagnostics: [...summaries].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(summaries.length / 2)]
        ?.diagnostics,
    };
  });
}

/** One row per audit that failed in any run, with how many runs it failed in and its worst score. */
function mergeAudits(perRun) {
  const byId = new Map();
  for (const audits of perRun) {
    for (const a of audits) {
      const seen = byId.get(a.id);
      if (seen) {
        seen.failedRuns += 1;
        seen.score = Math.min(seen.score, a.score);
      } else byId.set(a.id, { ...a, failedRuns: 1 });
    }
  }
  return [...byId.values()].sort((a, b) => a.score - b.score);
}

/**
 * Lighthouse on several built sites in turns: in each round, each page once on every site, A then B, before the
 * next page, so that both sides of a page's comparison run seconds apart (Lighthouse's simulated 4x CPU is relative
 * to the host's own speed at that moment). `sites` are { name, baseUrl }. Returns, per site name, one entry per page
 * as measureLighthouse does, the medians taken over the rounds.
 */
export async function measureLighthouseInTurns({ sites, paths, rounds, outDir, log = () => {} }) {
  // runs[site][page] = the one-run results of that page on that site, a round each.
  const runs = Object.fromEntries(sites.map((site) => [site.name, paths.map(() => [])]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const [index, page] of paths.entries()) {
      for (const site of sites) {
        const [result] = await measureLighthouse({ baseUrl: site.baseUrl, paths: [page], runs: 1, outDir: path.join(outDir, `${site.name}-${round}-${index}`) });
        runs[site.name][index].push(result);
        const { scores, metrics, benchmarkIndex } = result.perRun[0] ?? {};
        log(`round ${round}/${rounds} ${site.name.padEnd(6)} ${page.padEnd(30)} performance ${scores?.performance}  TBT ${Math.round(metrics?.tbt)} ms  host index ${Math.round(benchmarkIndex)}`);
      }
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, byPage]) => [
      name,
      paths.map((p, index) => {
        const results = byPage[index];
        const perRun = results.flatMap((result) => result.perRun);
        const pick = (get) => median(perRun.map(get));
        return {
          path: p,
          runs: perRun.length,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])])),
          metrics: Object.fromEntries(Object.keys(METRICS).map((k) => [k, pick((r) => r.metrics[k])])),
          benchmarkIndex: pick((r) => r.benchmarkIndex),
          perRun,
          warnings: [...new Set(results.flatMap((result) => result.warnings))],
          failingAudits: mergeAudits(results.map((result) => result.failingAudits.map(({ failedRuns, ...audit }) => audit))),
          diagnostics: results.at(-1)?.diagnostics,
        };
      }),
    ]),
  );
}
