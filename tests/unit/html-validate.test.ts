// BEHAVIOUR.md, Keyboard and screen readers: every page of the build, as GitHub Pages serves it, is valid HTML
// under the reviewed rules of tests/unit/htmlValidateConfig.ts.
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { builtSiteDir } from './builtSite';
import { HTML_VALIDATE_CONFIG } from './htmlValidateConfig';

const dir = builtSiteDir();
const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();

/** Validates a share of the pages in a worker thread: the pages are independent, so the cores share them. */
function validateInWorker(share: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./htmlValidateWorker.mjs', import.meta.url), {
      workerData: { dir, pages: share, config: HTML_VALIDATE_CONFIG },
    });
    worker.once('message', (errors: string[]) => {
      resolve(errors);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe('html-validate', () => {
  it('reads every built page', () => {
    // The docs, the blog, the 404 page and the redirect pages.
    expect(pages.length).toBeGreaterThan(300);
  });

  it('finds no error on any built page', async () => {
    const started = Date.now();
    const threads = Math.max(1, Math.min(4, availableParallelism()));
    // Dealt round-robin: the sorted list keeps the large pages of one folder together.
    const shares = Array.from({ length: threads }, (_, at) => pages.filter((_, index) => index % threads === at));
    const results = await Promise.all(shares.map(validateInWorker));
    const errors = results.flat();
    console.log(`html-validate: ${pages.length} pages in ${threads} threads, ${errors.length} errors, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The first of each rule's messages, then the count: one broken component repeats on every page.
    const byRule = new Map<string, string[]>();
    for (const error of errors) {
      const rule = error.split(' ')[1];
      byRule.set(rule, [...(byRule.get(rule) ?? []), error]);
    }
    const summary = [...byRule.values()].map((list) => `${list.length} x ${list.slice(0, 3).join('\n    ')}`);
    expect(summary, summary.join('\n')).toEqual([]);
  }, 240_000);
});
