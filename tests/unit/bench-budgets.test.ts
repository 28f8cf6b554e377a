// bench/budgets.mjs turns the bench's figures into PASS and FAIL rows. Times are comparisons measured in turns: a row
// must pass or fail on the ratio to the other side, and its limit must show the other side's figure.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../bench/budgets.mjs';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
const lighthouse = (tbt: number, performance: number) =>
  budgets.lighthouse.pages.map((path: string) => ({
    path,
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { tbt, cls: 0 },
    perRun: [{ benchmarkIndex: 1500 }],
  }));
const build = (median: number) => ({ wallMs: { median }, runs: [] });
const phone = (fcpMs: number, readyMs: number) => budgets.slowPhone.pages.map((path: string) => ({ path, fcpMs, readyMs, loads: [] }));

function rows(site: { build: number; tbt: number; fcp: number; ready: number }) {
  return checkBudgets(budgets, {
    build: { ...build(site.build), stock: build(20_000) },
    lighthouse: lighthouse(site.tbt, 95),
    lighthouseStock: lighthouse(200, 90),
    slowPhone: phone(site.fcp, site.ready),
    slowPhoneBase: phone(1000, 2000),
  });
}
const row = (all: ReturnType<typeof rows>, start: string) => all.find((r: { name: string }) => r.name.startsWith(start))!;

describe('the bench’s time budgets', () => {
  it('pass within the ratio to the other side, and name that side’s figure', () => {
    const all = rows({ build: 21_000, tbt: 90, fcp: 1050, ready: 2100 });
    expect(row(all, 'Production build').status).toBe('PASS');
    expect(row(all, 'Production build').limit).toBe(`<= 22000 (${budgets.build.maxRatioToStock} x stock Rspress 20000)`);
    expect(row(all, 'Lighthouse TBT ms /').status).toBe('PASS');
    expect(row(all, 'Lighthouse performance /').limit).toBe('reported (stock Rspress 90)');
    expect(row(all, 'Slow phone first paint').limit).toContain(`base ${budgets.slowPhone.baseCommit.slice(0, 7)} 1000`);
    expect(row(all, 'Slow phone ready').status).toBe('PASS');
  });

  it('fail past the ratio', () => {
    const all = rows({ build: 23_000, tbt: 120, fcp: 1200, ready: 2500 });
    for (const name of ['Production build', 'Lighthouse TBT ms /', 'Slow phone first paint', 'Slow phone ready']) {
      expect(row(all, name).status, name).toBe('FAIL');
    }
  });

  it('name their base build by a whole commit hash', () => {
    expect(budgets.slowPhone.baseCommit).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('the bench’s size budgets', () => {
  const weight = (path: string, jsKiB: number) => ({ path, totals: { js: { gzip: jsKiB * 1024 }, css: { gzip: 10_000 } } });
  const jsRow = (path: string, jsKiB: number) =>
    checkBudgets(budgets, { weight: [weight(path, jsKiB)] }).find((r: { name: string }) => r.name === `JS gzip KiB, first visit ${path}`)!;

  it('hold /docs/welcome to its own, lower first-visit JavaScript limit, and other docs pages to the general one', () => {
    const between = (budgets.firstVisitDocPage.welcomeJsGzipKiB + budgets.firstVisitDocPage.jsGzipKiB) / 2;
    expect(jsRow('/docs/welcome', between).status).toBe('FAIL');
    expect(jsRow('/docs/welcome', budgets.firstVisitDocPage.welcomeJsGzipKiB - 1).status).toBe('PASS');
    expect(jsRow('/docs/commands/build', between).status).toBe('PASS');
  });
});
