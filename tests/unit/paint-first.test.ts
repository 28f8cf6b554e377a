import { describe, expect, it } from 'vitest';
import { HELD_SCRIPTS_ID, holdScriptsUntilPaint, START_HELD_SCRIPTS } from '../../plugins/paintFirst';
import { inlineScriptHashes } from '../../scripts/write-headers.mjs';

// The shape Rspress writes: deferred entry scripts and the route's preload in <head>, React's image hints at the
// start of the app root.
function builtPage(route: string): string {
  return [
    '<!doctype html><html><head><meta charset="UTF-8"><script>{;var theme = 1;}</script>',
    '<script defer src="/static/js/styles.1.js"></script><script defer src="/static/js/lib-router.2.js"></script>',
    '<script defer src="/static/js/index.3.js"></script>',
    '<link href="/static/css/styles.4.css" rel="stylesheet">',
    `<link rel="preload" href="/static/js/async/route-${route}.js" as="script">`,
    '</head><body>',
    '<div id="__rspress_root"><link rel="preload" as="image" href="/logo-light.svg"/><h1>Title</h1></div>',
    '</body></html>',
  ].join('');
}

function heldData(html: string): { scripts: string[]; preload: string[] } {
  const match = new RegExp(`<script type="application/json" id="${HELD_SCRIPTS_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error('no data block');
  return JSON.parse(match[1]);
}

describe('holdScriptsUntilPaint', () => {
  const page = holdScriptsUntilPaint(builtPage('a'));

  it('leaves no script the browser would fetch before the first paint', () => {
    expect(page).not.toMatch(/<script[^>]*\ssrc=/);
    expect(page).not.toMatch(/rel="preload"[^>]*as="script"/);
  });

  it('lists the entry scripts in their order, and the route preload, for the loader', () => {
    expect(heldData(page)).toEqual({
      scripts: ['/static/js/styles.1.js', '/static/js/lib-router.2.js', '/static/js/index.3.js'],
      preload: ['/static/js/async/route-a.js'],
    });
  });

  it('puts the data block and the loader at the end of <body>, after the content', () => {
    const end = page.indexOf('</body>');
    expect(page.indexOf(`id="${HELD_SCRIPTS_ID}"`)).toBeGreaterThan(page.indexOf('<h1>'));
    expect(page.slice(0, end).endsWith(`<script>${START_HELD_SCRIPTS}</script>`)).toBe(true);
  });

  it('moves the image hints from the app root to <head>, keeps the stylesheet and the inline scripts', () => {
    expect(page).toContain('<div id="__rspress_root"><h1>Title</h1></div>');
    expect(page.indexOf('href="/logo-light.svg"')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<link href="/static/css/styles.4.css" rel="stylesheet">');
    expect(page).toContain('<script>{;var theme = 1;}</script>');
  });

  it('writes the same loader on every page, so one CSP hash allows it', () => {
    const other = holdScriptsUntilPaint(builtPage('b'));
    expect(heldData(other).preload).toEqual(['/static/js/async/route-b.js']);
    const loaderHash = inlineScriptHashes(`<script>${START_HELD_SCRIPTS}</script>`)[0];
    expect(inlineScriptHashes(page)).toContain(loaderHash);
    expect(inlineScriptHashes(other)).toContain(loaderHash);
  });

  it('escapes "<" in the data so that no URL can end the block early', () => {
    const hostile = builtPage('a').replace('/static/js/index.3.js', '/static/js/</script><b>.js');
    const held = holdScriptsUntilPaint(hostile);
    expect(held).not.toContain('</script><b>');
    expect(heldData(held).scripts).toContain('/static/js/</script><b>.js');
  });

  it('returns a page without deferred scripts unchanged, and does not hold a page twice', () => {
    const plain = '<html><head></head><body><p>No scripts</p></body></html>';
    expect(holdScriptsUntilPaint(plain)).toBe(plain);
    expect(holdScriptsUntilPaint(page)).toBe(page);
  });
});
