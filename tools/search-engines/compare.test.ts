// Not part of npm test: run with the config beside this file (see compare.ts).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { compareEngines } from './compare';

it('prints the comparison of search engines on the reader queries', async () => {
  const { queries } = JSON.parse(readFileSync('tests/queries/queries.json', 'utf8')) as { queries: Array<{ query: string; pages: string[] }> };
  const results = await compareEngines(process.env.DOC_BUILD_DIR ?? 'doc_build', queries);
  const rows = results.map((r) => `| ${r.engine} | ${(r.downloadGzip / 1024).toFixed(1)} | ${r.top1} | ${r.top3} | ${r.buildMs.toFixed(0)} | ${r.medianQueryMs.toFixed(2)} |`);
  console.log(['| Engine | download, gzip KiB | page first | page in top 3 | index build ms | median query ms |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n'));
  expect(results).toHaveLength(4);
}, 300_000);
