const KB = 1000;
const KIB = 1024;

function row(name, actual, limit, pass) {
  // A figure that could not be measured fails: a budget must not pass on a missing number.
  return { name, actual, limit, status: Number.isFinite(actual) && pass ? 'PASS' : 'FAIL' };
}

/** A measurement the run left out (--skip=...): shown, but it neither passes nor fails. */
const skipped = (name) => ({ name, actual: Number.NaN, limit: '-', status: 'SKIP' });

/**
 * Top-1, top-3 and MRR of each query set (bench/search-score.mjs); with `heldOutMinTop3Share`, the held-out set's
 * top 3 is a budget, and a missing held-out set fails it.
 */
function qualityRows(engine, quality, heldOutMinTop3Share) {
  const rows = [];
  for (const [set, { top1, top3, mrr, queries }] of Object.entries(quality)) {
    rows.push(row(`${engine}: ${set} queries with their page first (of ${queries})`, top1, 'reported', true));
    if (set === 'held-out' && heldOutMinTop3Share !== undefined) {
      const min = Math.ceil(queries * heldOutMinTop3Share);
      rows.push(row(`${engine}: ${set} queries with their page in the top 3 (of ${queries})`, top3, `>= ${min}`, top3 >= min));
    } else rows.push(row(`${engine}: ${set} queries with their page in the top 3 (of ${queries})`, top3, 'reported', true));
    rows.push(row(`${engine}: ${set} queries, mean reciprocal rank`, mrr, 'reported', true));
  }
  if (heldOutMinTop3Share !== undefined && !quality['held-out']) rows.push(row(`${engine}: held-out queries in the top 3`, Number.NaN, `>= ${heldOutMinTop3Share}`, false));
  return rows;
}
const fmt = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '-');

/** Compares the results with bench/budgets.json: one row per limit and page, each PASS, FAIL or SKIP. */
export function checkBudgets(budgets, results) {
  const rows = [];
  const { firstVisitDocPage: visit, lighthouse: lh, search, build, slowPhone } = budgets;
  for (const page of visit.pages) {
    const weight = results.weight?.find((w) => w.path === page);
    if (!weight) {
      rows.push(skipped(`JS gzip KiB, first visit ${page}`), skipped(`CSS gzip kB, first visit ${page}`));
      continue;
    }
    const js = weight.totals.js.gzip / KIB;
    const css = weight.totals.css.gzip / KB;
    const jsLimit = page === '/docs/welcome' && visit.welcomeJsGzipKiB ? visit.welcomeJsGzipKiB : visit.jsGzipKiB;
    rows.push(row(`JS gzip KiB, first visit ${page}`, js, `<= ${jsLimit}`, js <= jsLimit));
    rows.push(row(`CSS gzip kB, first visit ${page}`, css, `<= ${visit.cssGzipKB}`, css <= visit.cssGzipKB));
  }
  // Times: the site's figure against the other side's, measured in the same run in turns. The limit shows the
  // other side's figure and the ratio, so a reader sees both.
  const compared = (name, site, other, ratio, otherName) =>
    row(name, site, `<= ${fmt(ratio * other)} (${ratio} x ${otherName} ${fmt(other)})`, site <= ratio * other && Number.isFinite(other));
  for (const page of slowPhone.pages) {
    const load = results.slowPhone?.find((l) => l.path === page);
    const base = results.slowPhoneBase?.find((l) => l.path === page);
    const names = [`Slow phone first paint ms ${page}`, `Slow phone ready ms ${page}`];
    if (!load || !base) rows.push(...names.map(skipped));
    else {
      const baseName = `base ${slowPhone.baseCommit.slice(0, 7)}`;
      rows.push(compared(names[0], load.fcpMs, base.fcpMs, slowPhone.maxFcpRatioToBase, baseName));
      rows.push(compared(names[1], load.readyMs, base.readyMs, slowPhone.maxReadyRatioToBase, baseName));
    }
  }
  for (const page of lh.pages) {
    const report = results.lighthouse?.find((l) => l.path === page);
    const stock = results.lighthouseStock?.find((l) => l.path === page);
    if (!report || !stock) rows.push(skipped(`Lighthouse TBT ms ${page}`));
    else {
      rows.push(compared(`Lighthouse TBT ms ${page}`, report.metrics.tbt, stock.metrics.tbt, lh.maxTbtRatioToStock, 'stock Rspress'));
      rows.push(row(`Lighthouse performance ${page}`, report.scores.performance, `reported (stock Rspress ${stock.scores.performance})`, true));
    }
    for (const [category, min] of Object.entries(lh.minScores)) {
      const name = `Lighthouse ${category} ${page}`;
      if (!report) rows.push(skipped(name));
      else rows.push(row(name, report.scores[category], `>= ${min}`, report.scores[category] >= min));
    }
    const name = `Lighthouse CLS ${page}`;
    if (!report) rows.push(skipped(name));
    else rows.push(row(name, report.metrics.cls, `<= ${lh.maxCls}`, report.metrics.cls <= lh.maxCls));
  }
  // Lighthouse's 4x CPU slowdown is relative to the host, so its scores move with the host's speed (bench/README.md).
  const hostIndex = [...(results.lighthouse ?? []), ...(results.lighthouseStock ?? [])].flatMap((r) => r.perRun.map((run) => run.benchmarkIndex));
  if (hostIndex.length > 0) {
    rows.push(row('Lighthouse host CPU benchmark index, slowest run', Math.min(...hostIndex), 'reported', true));
    rows.push(row('Lighthouse host CPU benchmark index, fastest run', Math.max(...hostIndex), 'reported', true));
  }
  if (results.search) {
    const beyond = results.search.beyondDebounceMs;
    const name = `Search: median ms beyond the ${results.search.debounceMs} ms debounce`;
    rows.push(row(name, beyond, `<= ${search.maxMsBeyondDebounce}`, beyond <= search.maxMsBeyondDebounce));
    rows.push(...qualityRows('Search', results.search.quality, search.heldOutMinTop3Share));
  } else rows.push(skipped('Search: median ms beyond the debounce'));
  if (results.pagefind) rows.push(...qualityRows('Pagefind (reported beside search)', results.pagefind.quality));
  if (results.search?.cold) {
    const cold = results.search.cold.medianMs;
    rows.push(row('Search: slow phone, panel opened cold -> first hits painted, ms', cold, `<= ${search.maxColdFirstHitsMs}`, cold <= search.maxColdFirstHitsMs));
    if (results.search.coldTyped) {
      rows.push(row('Search: the same, the query typed key by key, ms', results.search.coldTyped.medianMs, 'reported', true));
    }
  } else rows.push(skipped('Search: slow phone, panel opened cold -> first hits'));
  if (results.searchIndex?.length) {
    const sum = (part) => results.searchIndex.filter((f) => f.part === part).reduce((total, file) => total + file.gzip, 0) / 1024;
    const first = sum('first');
    rows.push(row('Search: index loaded before the first hits, gzip KiB', first, `<= ${search.firstHitsGzipKiB}`, first <= search.firstHitsGzipKiB));
    rows.push(row('Search: rest of the text, loaded after, gzip KiB', sum('rest'), 'reported', true));
  } else rows.push(skipped('Search index gzip KiB'));
  if (results.build?.stock) {
    const { wallMs, stock } = results.build;
    rows.push(compared('Production build ms, cold cache (median wall)', wallMs.median, stock.wallMs.median, build.maxRatioToStock, 'stock Rspress'));
  } else rows.push(skipped('Production build ms, cold cache (median wall)'));
  return rows;
}
