// One worker of tests/unit/html-validate.test.ts: validates its share of the built pages and posts back one line
// per error. Plain JavaScript, so Node runs it without the test runner's TypeScript transform.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { HtmlValidate } from 'html-validate';

const { dir, pages, config } = workerData;
const validator = new HtmlValidate(config);
// A script's body is JavaScript, not markup, and the page data in each page's first script is most of its bytes.
const withoutScriptBodies = (html) => html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2');
const errors = [];
for (const page of pages) {
  const report = await validator.validateString(withoutScriptBodies(readFileSync(path.join(dir, page), 'utf8')), page);
  for (const result of report.results) {
    for (const m of result.messages) errors.push(`${page}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
  }
}
parentPort.postMessage(errors);
