// BEHAVIOUR.md, Routes (home): the feature cards fill even rows at every width (theme/home/home.css), and the hero
// names the browsers it draws.
import { expect, test } from '@playwright/test';
import { openPage } from './helpers';

for (const width of [390, 700, 1024, 1280, 1920]) {
  test(`at ${width} px the feature cards fill rows of equal cards`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/');
    const boxes = await page.locator('.rp-home-feature__item').evaluateAll((items) =>
      items.map((item) => {
        const r = item.getBoundingClientRect();
        return { top: Math.round(r.top), width: r.width, height: r.height };
      }),
    );
    expect(boxes.length).toBeGreaterThan(3);
    const byTop = new Map<number, typeof boxes>();
    for (const box of boxes) byTop.set(box.top, [...(byTop.get(box.top) ?? []), box]);
    const rows = [...byTop.values()];
    const perRow = rows.map((row) => row.length);
    expect(new Set(perRow).size, `cards per row: ${perRow.join(', ')}`).toBe(1);
    for (const key of ['width', 'height'] as const) {
      const sizes = rows.flat().map((box) => box[key]);
      if (key === 'height' && perRow[0] === 1) continue; // one column: each card as tall as its text
      expect(Math.max(...sizes) - Math.min(...sizes), `card ${key}s`).toBeLessThanOrEqual(1);
    }
  });
}
