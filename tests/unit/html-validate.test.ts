// BEHAVIOUR.md, Keyboard and screen readers (valid HTML): every page of the build, as GitHub Pages serves it, is
// valid HTML under the reviewed rules of tests/unit/htmlValidateConfig.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtSiteDir } from './builtSite';
import { HTML_VALIDATE_CONFIG } from './htmlValidateConfig';

const dir = builtSiteDir();
const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();

// A script's body is JavaScript, not markup, and the page data in each page's first script is most of its bytes:
// kept empty, the validator reads the markup only, in a third of the time.
const withoutScriptBodies = (html: string) => html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2');

describe('html-validate', () => {
  it('reads every built page', () => {
    // The docs, the blog, the 404 page and the redirect pages.
    expect(pages.length).toBeGreaterThan(300);
  });

  it('finds no error on any built page', async () => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
    const errors: string[] = [];
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    for (const page of pages) {
      const html = withoutScriptBodies(readFileSync(path.join(dir, page), 'utf8'));
      const report = await validator.validateString(html, page);
      for (const result of report.results) {
        for (const m of result.messages) errors.push(`${page}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
      }
    }
    const cpu = process.cpuUsage(cpuBefore);
    const seconds = (micro: number) => (micro / 1e6).toFixed(1);
    console.log(
      `html-validate: ${pages.length} pages, ${errors.length} errors, ${((Date.now() - started) / 1000).toFixed(1)} s (${seconds(cpu.user + cpu.system)} s of CPU)`,
    );
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
