import { CATEGORIES as WEIGHT_CATEGORIES } from './weight.mjs';

const kB = (bytes) => (bytes / 1000).toFixed(1);
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');

/** Left-aligns the first column and right-aligns the others. */
function table(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function buildSection(build) {
  const spread = (s, f) => `${f(s.median)} (${f(s.min)}-${f(s.max)})`;
  const sides = [build, build.stock].filter(Boolean);
  return table(
    ['Production build (cold cache, in turns), median (min-max)', 'site', ...(build.stock ? ['stock Rspress, same pages'] : [])],
    [
      ['wall time, ms', ...sides.map((b) => spread(b.wallMs, ms))],
      ['CPU time, ms', ...sides.map((b) => spread(b.cpuMs, ms))],
      ['peak RSS, MB', ...sides.map((b) => spread(b.peakRssBytes, (x) => (x / 1e6).toFixed(0)))],
      ['runs', ...sides.map((b) => b.runs.length)],
    ],
  );
}

function weightSection(weights) {
  const rows = [];
  for (const w of weights) {
    for (const c of WEIGHT_CATEGORIES) {
      const t = w.totals[c];
      if (t.requests) rows.push([`${w.path}  ${c}`, t.requests, kB(t.raw), kB(t.gzip)]);
    }
    rows.push([`${w.path}  total`, w.all.requests, kB(w.all.raw), kB(w.all.gzip)]);
  }
  return table(['First visit (fresh cache, until settled)', 'requests', 'raw kB', 'gzip kB'], rows);
}

function lighthouseSection(reports, stockReports, gzip) {
  const rows = [...reports.map((r) => ['site', r]), ...(stockReports ?? []).map((r) => ['stock', r])];
  return table(
    [`Lighthouse mobile, median (${gzip ? 'served gzip' : 'served uncompressed'}; site and stock Rspress in turns)`, 'perf', 'a11y', 'best-pr', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'CPU index'],
    rows.map(([side, r]) => [
      `${side} ${r.path} (${r.runs} runs)`,
      r.scores.performance,
      r.scores.accessibility,
      r.scores['best-practices'],
      r.scores.seo,
      ms(r.metrics.fcp),
      ms(r.metrics.lcp),
      ms(r.metrics.tbt),
      r.metrics.cls.toFixed(3),
      ms(r.benchmarkIndex),
    ]),
  );
}

function slowPhoneSection(loads, baseLoads) {
  const rows = [...loads.map((l) => ['site', l]), ...(baseLoads ?? []).map((l) => ['base', l])];
  return table(
    ['Slow phone (4x CPU, 1.6 Mbps, 150 ms RTT), cold loads in turns', 'first paint ms', 'ready ms', 'each load: paint/ready'],
    rows.map(([side, l]) => [`${side} ${l.path}`, ms(l.fcpMs), ms(l.readyMs), l.loads.map((x) => `${ms(x.fcpMs)}/${ms(x.readyMs)}`).join(' ')]),
  );
}

/** Per query set: page first / in the top 3 / MRR / no hits, and the queries whose page is not in the top 3. */
function qualityRows(engine, quality) {
  return Object.entries(quality).flatMap(([set, score]) => [
    [`${engine}${set} queries: page first / in the top 3 / MRR / no hits`, `${score.top1} / ${score.top3} / ${score.mrr.toFixed(3)} / ${score.zeroHits} of ${score.queries}`],
    ...(score.misses.length ? [['  not in the top 3', score.misses.join('; ')]] : []),
  ]);
}

function pagefindSection(p) {
  return table(['Pagefind on the same built pages (bench/pagefind.mjs)', ''], [
    ['version, options', `${p.version}, ${JSON.stringify(p.options)}`],
    ...qualityRows('Pagefind, ', p.quality),
  ]);
}

function searchSection(index, q) {
  const rows = index.map((f) => [`${f.part === 'rest' ? 'rest' : 'index'} ${f.file}`, `${kB(f.raw)} kB raw, ${kB(f.gzip)} kB gzip`]);
  if (!q) return table(['Search', ''], rows);
  if (q.cold) rows.push([`slow phone, cold: panel opened -> first hits ("${q.cold.query}")`, `${ms(q.cold.medianMs)} ms (${q.cold.samples.map(ms).join(', ')})`]);
  rows.push(
    [`keystroke -> hits painted, median of ${q.samples.length}`, `${ms(q.medianMs)} ms`],
    ['  of which input debounce', `${q.debounceMs} ms`],
    ['  beyond the debounce', `${ms(q.beyondDebounceMs)} ms`],
    ['  beyond the debounce, to the DOM update (before paint)', `${ms(q.domBeyondDebounceMs)} ms`],
    [`first query ("${q.firstQuery.query}", builds the index)`, q.firstQuery.error ?? `${ms(q.firstQuery.paintedMs)} ms`],
    ...qualityRows('', q.quality),
    ...q.samples.map((s) => [
      s.unnamed ? `  ${s.query}` : `  "${s.query}"`,
      s.error ?? `${ms(s.paintedMs)} ms (DOM at ${ms(s.domMs)} ms, ${s.hits} hits)`,
    ]),
  );
  return table(['Search', ''], rows);
}

function budgetSection(rows) {
  const digits = (x) => (Math.abs(x) < 1 ? 3 : 1); // a share or a mean reciprocal rank keeps its third decimal
  const value = (r) => (Number.isFinite(r.actual) ? (Number.isInteger(r.actual) ? r.actual : r.actual.toFixed(digits(r.actual))) : '-');
  return table(
    ['Budget', 'actual', 'limit', 'result'],
    rows.map((r) => [r.name, value(r), r.limit, r.status]),
  );
}

/** The whole printed report: one table per measurement, then the budgets. */
export function formatReport(results, budgetRows) {
  const sections = [];
  if (results.build) sections.push(buildSection(results.build));
  if (results.weight) sections.push(weightSection(results.weight));
  if (results.slowPhone) sections.push(slowPhoneSection(results.slowPhone, results.slowPhoneBase));
  if (results.lighthouse) sections.push(lighthouseSection(results.lighthouse, results.lighthouseStock, results.meta.options.lighthouseGzip));
  if (results.searchIndex) sections.push(searchSection(results.searchIndex, results.search));
  if (results.pagefind) sections.push(pagefindSection(results.pagefind));
  sections.push(budgetSection(budgetRows));
  return sections.join('\n\n');
}

/** The committed summary of a full run: each budget with its figure, and where the run happened. */
export function summaryMarkdown(results) {
  const value = (r) => (Number.isFinite(r.actual) ? (Number.isInteger(r.actual) ? String(r.actual) : r.actual.toFixed(Math.abs(r.actual) < 1 ? 3 : 1)) : '-');
  const { meta } = results;
  return [
    '# Bench summary',
    '',
    `Written by \`npm run bench\` on ${meta.date.slice(0, 10)} (Node ${meta.node}, ${meta.cpus} CPUs, load ${meta.loadAverageAtStart[0].toFixed(1)} at the start and ${meta.loadAverageAtEnd[0].toFixed(1)} at the end, ${meta.benchSeconds} s). A time's limit names the other side of its comparison, measured in the same run in turns (bench/README.md). The full figures are in \`bench/tmp/results.json\` after a run, and an artifact of the bench workflow.`,
    '',
    '| Budget | Figure | Limit | Result |',
    '| --- | --- | --- | --- |',
    ...results.budgets.map((r) => `| ${r.name} | ${value(r)} | ${r.limit} | ${r.status} |`),
    '',
  ].join('\n');
}
