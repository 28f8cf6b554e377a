import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { titledBlocks } from '../content/guide-examples';
import { contentScriptMark, extensionOnAPage, SERVED_PAGE_MATCHES } from '../content/extension-on-a-page';
import { readSource } from '../content/source-pages';

// CSS's "A custom font in a content script": two ways that fail on a web page (a manifest-listed stylesheet's url(),
// which the build writes from the site root, and @font-face in a shadow root) and the page's two ways that work,
// built from its own code blocks by the pinned CLI and run in Playwright's Chromium on a served page. The font is the
// TrueType icon font playwright-core ships (a real font, so loading it can succeed); its name says woff2 as the page's
// does, and Chromium reads the file by its content.

const PAGE = '/docs/development/css';
const blocks = Object.fromEntries(titledBlocks(PAGE));
const FONT_DIR = path.resolve('node_modules/playwright-core/lib/vite/recorder/assets');
const fontFile = () => {
  const name = readdirSync(FONT_DIR).find((file) => file.endsWith('.ttf'));
  if (!name) throw new Error(`No .ttf font in ${FONT_DIR}: pick another real font file for this test`);
  return path.join(FONT_DIR, name);
};
const putFont = (to: string) => (root: string) => {
  mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
  copyFileSync(fontFile(), path.join(root, to));
};

// Waits for the page's fonts, then writes whether a font named Inter loaded ("loaded") or none was registered ("none").
const REPORT_FONT = `setTimeout(() => document.fonts.load('16px Inter').then(
  (faces) => { document.documentElement.dataset.font = faces.length ? faces.map((face) => face.status).join() : 'none'; },
  (error) => { document.documentElement.dataset.font = 'failed: ' + error.name; },
), 300);\n`;
const WITH_FONT_CSS = (url: string) => `@font-face {\n  font-family: 'Inter';\n  src: url('${url}');\n}\np { font-family: 'Inter'; }\n`;
const project = (prefix: string, manifest: object, files: Record<string, string>, fontAt: string) =>
  buildProjectOnce(prefix, {
    'package.json': JSON.stringify({ name: prefix.replace(/-$/, ''), private: true, version: '1.0.0' }),
    'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Fonts', version: '1.0.0', ...manifest }),
    ...files,
  }, ['build', '--browser=chromium', '--install=false'], putFont(fontAt));

// Icon glyphs the font has and the monospace fallback lacks: the same text is wider when the font applies.
const GLYPHS = '\\uea60\\uea61\\uea62';
const SHADOW_UI = `import './ui.css';
const host = document.createElement('div');
host.setAttribute('data-extension-root', 'true');
document.body.append(host);
const shadow = host.attachShadow({ mode: 'open' });
shadow.innerHTML = '<span class="inter">${GLYPHS}</span><br><span class="fallback">${GLYPHS}</span>';
// The runtime adds the imported stylesheet to the shadow root after this script runs: measure once both it and the font are in.
const measure = () => {
  const spans = [...shadow.querySelectorAll('span')];
  if (!getComputedStyle(spans[0]).fontFamily.includes('Inter')) return setTimeout(measure, 50);
  const [inter, fallback] = spans.map((span) => span.getBoundingClientRect().width);
  document.documentElement.dataset.shadowText = inter > fallback ? 'in Inter' : 'in the fallback';
};
document.fonts.load('16px Inter').then(() => setTimeout(measure, 100));
`;
const fromScript = project('font-from-script-', { content_scripts: [{ matches: SERVED_PAGE_MATCHES, js: ['content/scripts.js'] }] }, {
  'src/content/scripts.js': `${blocks['src/content/scripts.js']}\n${REPORT_FONT}${SHADOW_UI}`,
  'src/content/ui.css': '.inter { font: 40px Inter, monospace; }\n.fallback { font: 40px monospace; }\n',
}, 'src/content/fonts/inter.woff2');
const fromManifestCss = project('font-manifest-url-', {
  content_scripts: [{ matches: SERVED_PAGE_MATCHES, css: ['content/fonts.css'], js: ['content/scripts.js'] }],
  web_accessible_resources: [{ resources: ['fonts/inter.woff2'], matches: SERVED_PAGE_MATCHES }],
}, { 'src/content/fonts.css': blocks['src/content/fonts.css'], 'src/content/scripts.js': REPORT_FONT }, 'public/fonts/inter.woff2');
const relativeInManifestCss = project('font-manifest-relative-', { content_scripts: [{ matches: SERVED_PAGE_MATCHES, css: ['content/fonts.css'], js: ['content/scripts.js'] }] },
  {
    'src/content/fonts.css': `${WITH_FONT_CSS('./fonts/inter.woff2')}body { background-image: url('./stripes.png'); }\n`,
    // Over the 2 KB under which an image would be inlined; the browser only requests it, so any bytes do.
    'src/content/stripes.png': 'x'.repeat(4096),
    'src/content/scripts.js': REPORT_FONT,
  }, 'src/content/fonts/inter.woff2');
const inShadowRoot = project('font-shadow-root-', { content_scripts: [{ matches: SERVED_PAGE_MATCHES, js: ['content/scripts.js'] }] }, {
  'src/content/fonts.css': WITH_FONT_CSS('./fonts/inter.woff2'),
  'src/content/scripts.js': `import './fonts.css';\nconst host = document.createElement('div');\nhost.setAttribute('data-extension-root', 'true');\ndocument.body.append(host);\nhost.attachShadow({ mode: 'open' }).innerHTML = '<p>text</p>';\n${REPORT_FONT}`,
}, 'src/content/fonts/inter.woff2');

const browsers = extensionOnAPage();

async function fontOnThePage(root: string) {
  const page = await browsers.open(root);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(browsers.url());
  return { font: await contentScriptMark(page, 'font'), requested, page };
}

describe('a custom font in a content script, in Chromium', () => {
  it('has the two code blocks the section shows', () => {
    expect(blocks['src/content/scripts.js']).toContain("document.fonts.add(new FontFace('Inter', `url(${interUrl})`));");
    expect(blocks['src/content/fonts.css']).toContain("url('chrome-extension://__MSG_@@extension_id__/fonts/inter.woff2')");
  });

  it('loads when the script imports the file and registers it, which the build makes web-accessible, and applies in the shadow root', async () => {
    expect(readSource(PAGE)).toContain('Any stylesheet, in the page or in your shadow root, can then use `font-family: Inter`');
    expect(fromScript.run.code, fromScript.run.out).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(fromScript.root, 'dist/chromium/manifest.json'), 'utf8'));
    expect(manifest.web_accessible_resources).toEqual([{ resources: [expect.stringMatching(/^assets\/inter\.[0-9a-f]+\.woff2$/)], matches: SERVED_PAGE_MATCHES }]);
    const { font, requested, page } = await fontOnThePage(fromScript.root);
    expect(font).toBe('loaded');
    expect(await contentScriptMark(page, 'shadowText')).toBe('in Inter');
    expect(requested).toContainEqual(expect.stringMatching(/^chrome-extension:\/\/[a-p]{32}\/assets\/inter\.[0-9a-f]+\.woff2$/));
  });

  it('loads from a manifest-listed stylesheet that writes the full URL with @@extension_id', async () => {
    expect(fromManifestCss.run.code, fromManifestCss.run.out).toBe(0);
    const { font, requested } = await fontOnThePage(fromManifestCss.root);
    expect(font).toBe('loaded');
    expect(requested).toContainEqual(expect.stringMatching(/^chrome-extension:\/\/[a-p]{32}\/fonts\/inter\.woff2$/));
  });

  it("fails from a manifest-listed stylesheet's relative url(), which the browser asks the page's server for", async () => {
    const section = readSource(PAGE);
    expect(section).toContain('such as `url(/assets/inter.<hash>.woff2)`, and the browser asks the web page\'s own server for it');
    expect(section).toContain('A background image in such a stylesheet goes the same way');
    expect(relativeInManifestCss.run.code, relativeInManifestCss.run.out).toBe(0);
    const css = readFileSync(path.join(relativeInManifestCss.root, 'dist/chromium/content_scripts/content-0.css'), 'utf8');
    expect(css).toMatch(/url\(\/assets\/inter\.[0-9a-f]+\.woff2\)/);
    const { font, requested } = await fontOnThePage(relativeInManifestCss.root);
    expect(font).toBe('failed: NetworkError');
    expect(requested).toContainEqual(expect.stringMatching(new RegExp(`^${browsers.url()}assets/inter\\.[0-9a-f]+\\.woff2$`)));
    expect(requested).toContainEqual(expect.stringMatching(new RegExp(`^${browsers.url()}assets/stripes\\.[0-9a-f]+\\.png$`)));
  });

  it('is never registered from @font-face in a stylesheet imported into the shadow root', async () => {
    expect(readSource(PAGE)).toContain('Chromium ignores `@font-face` rules inside a shadow root');
    expect(inShadowRoot.run.code, inShadowRoot.run.out).toBe(0);
    const { font, requested } = await fontOnThePage(inShadowRoot.root);
    expect(font).toBe('none');
    expect(requested.filter((url) => url.includes('inter'))).toEqual([]);
  });
});
