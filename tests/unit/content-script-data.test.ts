import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { chromiumWithExtension, extensionWorker } from '../content/dev-session-in-chromium';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// Lazy Loading's "Keep large data out of content scripts": a JSON file a content script imports is built into the
// script; the same file in public/ is copied as it is, and the background reads it with fetch(chrome.runtime.getURL()).
// Built by the pinned CLI; the fetch runs in the service worker in Chromium.

const section = sectionUnder(readSource('/docs/development/lazy-loading'), '## Patterns for heavy libraries');
const words = JSON.stringify(Array.from({ length: 5000 }, (_, i) => `word-${i}-unlikely-token`));
const project = buildProjectOnce(
  'content-script-data-',
  {
    'package.json': JSON.stringify({ name: 'content-script-data', private: true, version: '0.0.1' }),
    'src/manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'Content script data',
      version: '0.0.1',
      background: { service_worker: 'background.js' },
      content_scripts: [{ matches: ['https://*/*'], js: ['content.js'] }],
    }),
    'src/content.js': "import words from './words.json'\nexport default function lookUp() { console.log(words.includes(document.title)) }\n",
    'src/words.json': words,
    'src/background.js': "self.countWords = () => fetch(chrome.runtime.getURL('words.json')).then((r) => r.json()).then((list) => list.length)\n",
    'public/words.json': words,
  },
  ['build', '--browser=chromium', '--install=false'],
);
const output = (file: string) => path.join(project.root, 'dist/chromium', file);

describe('large data and content scripts (Lazy Loading page)', () => {
  it('an imported JSON file is built into the content script', () => {
    expect(project.run.code, project.run.out).toBe(0);
    expect(section).toContain('A JSON file that a content script imports is built into the script');
    expect(readFileSync(output('content_scripts/content-0.js'), 'utf8')).toContain('word-4999-unlikely-token');
    expect(statSync(output('content_scripts/content-0.js')).size).toBeGreaterThan(words.length);
  });

  it('the same file in public/ is copied as it is, and the background reads it with fetch', async () => {
    expect(section).toContain("`fetch(chrome.runtime.getURL('words.json'))`");
    expect(readFileSync(output('words.json'), 'utf8')).toBe(words);
    const context = await chromiumWithExtension(output(''));
    try {
      expect(await (await extensionWorker(context)).evaluate('self.countWords()')).toBe(5000);
    } finally {
      await context.close();
    }
  }, 60_000);
});
