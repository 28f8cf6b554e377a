import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { contentScriptMark, extensionOnAPage, SERVED_PAGE_MATCHES } from '../content/extension-on-a-page';
import { readSource } from '../content/source-pages';

// Cross-Browser Compatibility says production builds for Chromium leave `browser` as written unless --polyfill is
// passed; that Chrome defines `browser` itself from 148, but not for an extension that declares a devtools_page
// (until 152), where the first call throws the quoted ReferenceError; and that the polyfill leaves a `browser` the
// browser has in place. A content script reading browser.runtime is built for production by the pinned CLI, without
// and with a devtools_page and --polyfill, and each build runs in the test's Chromium; what it must see depends on
// that Chromium's major version.

const PAGE = '/docs/features/cross-browser-compatibility';
const QUOTED = 'ReferenceError: browser is not defined';

const project = (devtoolsPage: boolean) => ({
  'package.json': JSON.stringify({ name: 'browser-global', private: true, version: '0.0.1' }),
  'src/manifest.json': JSON.stringify({
    manifest_version: 3,
    name: 'Browser global',
    version: '0.0.1',
    ...(devtoolsPage ? { devtools_page: 'devtools.html' } : {}),
    content_scripts: [{ matches: SERVED_PAGE_MATCHES, js: ['content.js'] }],
  }),
  'src/devtools.html': '<!doctype html><html><body><script src="./devtools.js"></script></body></html>\n',
  'src/devtools.js': "console.log('devtools page');\n",
  'src/content.js': [
    'const root = document.documentElement;',
    "try { root.dataset.seen = browser.runtime === chrome.runtime ? 'the browser namespace' : 'another object'; } catch (error) { root.dataset.seen = String(error); }",
    '',
  ].join('\n'),
});
const build = ['build', '--browser=chromium', '--install=false', '--silent'];
const plain = buildProjectOnce('browser-global-', project(false), build);
const plainWithPolyfill = buildProjectOnce('browser-global-polyfill-', project(false), [...build, '--polyfill']);
const devtools = buildProjectOnce('browser-global-devtools-', project(true), build);
const devtoolsWithPolyfill = buildProjectOnce('browser-global-devtools-polyfill-', project(true), [...build, '--polyfill']);

const browsers = extensionOnAPage();

/** What the content script of the build in `root` saw, and the major version of the Chromium it ran in. */
async function seenBy(root: string): Promise<{ seen: string; major: number }> {
  const page = await browsers.open(root);
  await page.goto(browsers.url());
  const seen = await contentScriptMark(page, 'seen');
  const major = Number(/Chrome\/(\d+)/.exec(await page.evaluate(() => navigator.userAgent))?.[1]);
  return { seen, major };
}

describe('the browser global in a production build for Chromium', () => {
  it('comes from the browser from Chrome 148 without --polyfill, and is missing before it', async () => {
    const text = readSource(PAGE);
    expect(text).toContain('Chrome defines `browser` itself from version 148, but not in versions before it');
    expect(plain.run.code, plain.run.out).toBe(0);
    const { seen, major } = await seenBy(plain.root);
    expect(seen).toBe(major >= 148 ? 'the browser namespace' : QUOTED);
  });

  it('is missing in an extension with a devtools_page before Chrome 152, with the ReferenceError the page quotes', async () => {
    const text = readSource(PAGE);
    expect(text).toContain('not in an extension that declares a `devtools_page` (until Chrome 152');
    expect(text).toContain(`There the first \`browser\` call throws \`${QUOTED}\``);
    expect(devtools.run.code, devtools.run.out).toBe(0);
    const { seen, major } = await seenBy(devtools.root);
    expect(seen).toBe(major >= 152 ? 'the browser namespace' : QUOTED);
  });

  it('is there with --polyfill, which leaves a browser namespace the browser has in place', async () => {
    expect(readSource(PAGE)).toContain('Where it has one, the polyfill leaves it in place.');
    expect(plainWithPolyfill.run.code, plainWithPolyfill.run.out).toBe(0);
    expect(devtoolsWithPolyfill.run.code, devtoolsWithPolyfill.run.out).toBe(0);
    const native = await seenBy(plainWithPolyfill.root);
    expect(native.seen).toBe(native.major >= 148 ? 'the browser namespace' : 'another object');
    const polyfilled = await seenBy(devtoolsWithPolyfill.root);
    expect(polyfilled.seen).toBe(polyfilled.major >= 152 ? 'the browser namespace' : 'another object');
  });
});
