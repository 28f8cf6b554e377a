// BEHAVIOUR.md, Routes (home): the hero picture names each browser it shows, in text, with a neutral glyph: no
// coloured dot stands for a browser, and no browser's logo is drawn (no licence to check for one).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe.each(['light', 'dark'])('the %s hero picture', (theme) => {
  const svg = readFileSync(`docs/public/hero-${theme}.svg`, 'utf8');
  const label = /aria-label="([^"]+)"/.exec(svg)?.[1] ?? '';
  const named = ['Chrome', 'Edge', 'Firefox', 'Safari', 'Opera', 'Chromium'].filter((browser) => label.includes(browser));
  const texts = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].trim());

  it('writes the name of every browser its description names', () => {
    expect(named.length).toBeGreaterThan(1);
    for (const browser of named) expect(texts, browser).toContain(browser);
  });

  it('draws no coloured dots', () => {
    expect(svg).not.toMatch(/<circle\b/);
  });
});
