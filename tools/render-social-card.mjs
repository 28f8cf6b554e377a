// Renders docs/public/social-card.svg to the PNG that link previews use (og:image, twitter:image): social sites
// do not accept SVG. Run it after editing the SVG, then commit both files:
//   node tools/render-social-card.mjs
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const WIDTH = 1200;
const HEIGHT = 630;
const source = fileURLToPath(new URL('../docs/public/social-card.svg', import.meta.url));
const target = fileURLToPath(new URL('../docs/public/social-card.png', import.meta.url));

// Same browser choice as playwright.config.ts.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const svg = await readFile(source, 'utf8');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<!doctype html><html><body style="margin:0"><img src="${src}" width="${WIDTH}" height="${HEIGHT}" alt=""></body></html>`,
  );
  await page.locator('img').evaluate((img) => (img instanceof HTMLImageElement ? img.decode() : undefined));
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT }, type: 'png' });
  await writeFile(target, png);
  console.log(`Wrote ${target} (${WIDTH}x${HEIGHT}, ${png.length} bytes)`);
} finally {
  await browser.close();
}
