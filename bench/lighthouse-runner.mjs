// Runs Lighthouse (default mobile emulation and simulated throttling, as the CLI does) on each URL, several times,
// inside one process: Lighthouse 13 needs Node >= 22.19, so bench/lighthouse.mjs starts this file with the Node 22
// of tools/cli-runtime. One process instead of one CLI per run saves loading Lighthouse six times (~5 s each).
// Usage: node lighthouse-runner.mjs <outDir> <runs> <chromePath> <chromeFlags joined by spaces> <url>...
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [outDir, runs, chromePath, chromeFlags, ...urls] = process.argv.slice(2);

for (let run = 1; run <= Number(runs); run += 1) {
  for (const [index, url] of urls.entries()) {
    // A new browser for every run, as the CLI does, so no run inherits another's caches or compiled code.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromeFlags.split(' ') });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        // Only the four categories the budgets read, and no full-page screenshot: neither changes a score.
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableFullPageScreenshot: true,
      });
      const file = path.join(outDir, `page${index}-run${run}.json`);
      writeFileSync(file, result.report);
      console.log(JSON.stringify({ url, run, file }));
    } finally {
      await chrome.kill();
    }
  }
}
