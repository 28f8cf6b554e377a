import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { readSource } from '../content/source-pages';

// The Special Folders page: in HTML only the path from the output root (/img/logo.png) reaches a file of public/ (the
// build keeps src values as written and writes no public/ folder, and warns about the forms that resolve from the
// page's folder); and CSS a scripts/ file imports travels inside its script, with no stylesheet of its own.

const PAGE = '/docs/features/special-folders';
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const FORMS = ['/img/logo.png', '/public/img/logo.png', 'public/img/logo.png', './public/img/logo.png'];

const project = buildProjectOnce('special-folders-', {
  'package.json': JSON.stringify({ name: 'special-folders', private: true, version: '0.0.1' }),
  'src/manifest.json': JSON.stringify({
    manifest_version: 3,
    name: 'Special folders',
    version: '0.0.1',
    permissions: ['scripting', 'activeTab'],
    action: { default_popup: 'popup.html' },
    background: { service_worker: 'background.js' },
  }),
  'src/popup.html': `<!doctype html><html><body>${FORMS.map((src) => `<img src="${src}" alt="">`).join('')}</body></html>\n`,
  'src/background.js': "chrome.action.onClicked.addListener((tab) => chrome.scripting.executeScript({ target: { tabId: tab.id }, files: ['scripts/highlight.js'] }));\n",
  'scripts/highlight.js': "import './highlight.css';\ndocument.body.dataset.highlight = 'on';\n",
  'scripts/highlight.css': 'mark { color: rgb(7, 8, 9); }\n',
}, ['build', '--browser=chrome', '--install=false'], (root) => {
  mkdirSync(path.join(root, 'public/img'), { recursive: true });
  writeFileSync(path.join(root, 'public/img/logo.png'), ONE_PIXEL_PNG);
});

const dist = (...parts: string[]) => path.join(project.root, 'dist/chrome', ...parts);

describe('special folders in a build of the pinned CLI', () => {
  it('reach a public/ file from HTML only by the path from the output root', () => {
    expect(readSource(PAGE)).toContain('In HTML, write the path from the output root, `/img/logo.png`, as above.');
    expect(project.run.code, project.run.out).toBe(0);
    const html = readFileSync(dist(JSON.parse(readFileSync(dist('manifest.json'), 'utf8')).action.default_popup), 'utf8');
    for (const src of FORMS) expect(html).toContain(`src="${src}"`);
    expect(existsSync(dist('img/logo.png'))).toBe(true);
    expect(existsSync(dist('public'))).toBe(false);
    expect(project.run.out).toContain("The page references an asset that doesn't exist.");
    expect(project.run.out).toContain(path.join(project.root, 'src/public/img/logo.png'));
  });

  it('keep the CSS a scripts/ file imports inside its script', () => {
    expect(readSource(PAGE)).toContain('CSS it imports is not written as a file of its own: it travels inside the script');
    expect(readdirSync(dist('scripts'))).toEqual(['highlight.js']);
    const script = readFileSync(dist('scripts/highlight.js'), 'utf8');
    expect(script).toContain('data:text/css');
    expect(script).toMatch(/rgb\(7, 8, 9\)|rgb\(7,8,9\)|#070809/);
  });
});
