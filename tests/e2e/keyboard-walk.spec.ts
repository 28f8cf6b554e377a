// BEHAVIOUR.md, Keyboard and screen readers: the Tab walk from the top of a docs page (every control reached, in
// on-screen order, each with a focus ring of at least 3:1 against what is behind it, in both themes, and no trap),
// the same at phone width with the menus opened from the keyboard; reduced motion; forced colours; 320 px.
import { expect, type Page, test } from '@playwright/test';
import { A11Y_LABELS } from '../../theme/a11y/a11yLabels';
import { finishTransitions, openPage, settle } from './helpers';

interface Stop {
  index: number;
  html: string;
  region: string;
  top: number;
  bottom: number;
  left: number;
  ring: boolean;
  contrast: number;
}

/**
 * Numbers every control Tab should reach (shown, not inert, tabIndex >= 0) in the page, so that each step of the
 * walk can say which one it is on. Returns how many there are.
 */
function markTabbables(page: Page, within?: string): Promise<number> {
  return page.evaluate((selector) => {
    const root = selector ? document.querySelector(selector) : document.body;
    const all = [...(root?.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]') ?? [])].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        !el.closest('[inert]') &&
        el.checkVisibility({ visibilityProperty: true, opacityProperty: false }) &&
        el.getClientRects().length > 0,
    );
    const marks = new Map(all.map((el, i) => [el, i]));
    (window as unknown as { __tabbables: Map<Element, number> }).__tabbables = marks;
    return all.length;
  }, within);
}

/**
 * Records every focus move from now on: which marked control, its page region, its place in that region (scrolled
 * parts counted, so a sidebar that scrolls to show the focused link does not reorder it) and its ring's contrast
 * with what is behind it. Recorded in the page, so the walk is one key press per stop and one read at the end.
 */
function recordFocus(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const win = window as unknown as { __tabbables: Map<Element, number>; __stops: unknown[]; __recording?: boolean };
    win.__stops = [];
    if (win.__recording) return;
    win.__recording = true;
    // Colours as the screen shows them: any CSS colour drawn on a 1x1 canvas and read back.
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    const rgb = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    document.addEventListener('focusin', (event) => {
      const el = event.target as HTMLElement;
      // A code block's or table's stop is ringed on the box that scrolls it (theme/content/wideContent.css).
      const scrollBox = el.parentElement?.matches('.rp-codeblock__content__scroll-container, .rp-table-scroll-container');
      const ringed = scrollBox ? (el.parentElement as HTMLElement) : el;
      const style = getComputedStyle(ringed);
      // The ring is drawn outside the control (inside with a negative offset): behind it is the first opaque
      // background from the control (inside) or its parent (outside) up, else the page's.
      let behind = rgb(getComputedStyle(document.documentElement).backgroundColor);
      if (behind.a !== 255) behind = { r: 255, g: 255, b: 255, a: 255 };
      for (let node: Element | null = Number.parseFloat(style.outlineOffset) < 0 ? ringed : ringed.parentElement; node; node = node.parentElement) {
        const bg = rgb(getComputedStyle(node).backgroundColor);
        if (bg.a === 255) {
          behind = bg;
          break;
        }
      }
      const [hi, lo] = [luminance(rgb(style.outlineColor)), luminance(behind)].sort((a, b) => b - a);
      const region = el.closest('header, aside, main, footer, dialog, .rp-nav-screen, .rp-sidebar-menu') ?? document.body;
      // A code block is one place on screen: its code and its copy and wrap buttons (drawn in a bar above or beside
      // the code, after it in the markup) are reached one after the other, as a unit, where the block is.
      const box = (el.closest('.rp-codeblock') ?? el).getBoundingClientRect();
      const origin = region.getBoundingClientRect();
      let scrolledY = 0;
      for (let node = el.parentElement; node && node !== region.parentElement; node = node.parentElement) scrolledY += node.scrollTop;
      win.__stops.push({
        index: win.__tabbables.get(el) ?? -1,
        html: el.outerHTML.slice(0, 120),
        region: `${region.tagName}.${region.className}`,
        top: box.top - origin.top + scrolledY,
        bottom: box.bottom - origin.top + scrolledY,
        left: box.left,
        ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
        contrast: (hi + 0.05) / (lo + 0.05),
      });
    });
  });
}

/**
 * Presses Tab `presses` times from where focus is and returns the stops met, up to the first control met twice (the
 * walk has left the page and come round again, or is caught in a loop).
 */
async function walk(page: Page, presses: number): Promise<Stop[]> {
  await recordFocus(page);
  for (let step = 0; step < presses; step++) await page.keyboard.press('Tab');
  const all = await page.evaluate(() => (window as unknown as { __stops: Stop[] }).__stops);
  const seen = new Set<number>();
  const stops: Stop[] = [];
  for (const stop of all) {
    if (stop.index >= 0 && seen.has(stop.index)) break;
    seen.add(stop.index);
    stops.push(stop);
  }
  return stops;
}

/** Stops out of on-screen order: in one region, a later stop above an earlier one that is not on the same row. */
function outOfOrder(stops: Stop[]): string[] {
  const problems: string[] = [];
  for (let i = 1; i < stops.length; i++) {
    const [a, b] = [stops[i - 1], stops[i]];
    if (a.region !== b.region) continue;
    const sameRow = b.top < a.bottom && a.top < b.bottom;
    if (sameRow ? b.left < a.left - 2 && b.top < a.top - 2 : b.top < a.top - 2) problems.push(`${b.html} comes after ${a.html}`);
  }
  return problems;
}

function ringProblems(stops: Stop[], theme: string): string[] {
  return stops.flatMap((stop) => [
    ...(stop.ring ? [] : [`${theme}: no focus ring on ${stop.html}`]),
    ...(stop.contrast >= 3 ? [] : [`${theme}: focus ring at ${stop.contrast.toFixed(2)}:1 on ${stop.html}`]),
  ]);
}

/** Focuses each marked control from script (after a key, so browsers draw the ring as for Tab) and records it. */
async function focusEach(page: Page): Promise<Stop[]> {
  await recordFocus(page);
  await page.keyboard.press('Shift');
  return page.evaluate(() => {
    const win = window as unknown as { __tabbables: Map<HTMLElement, number>; __stops: Stop[] };
    (document.activeElement as HTMLElement | null)?.blur();
    for (const el of win.__tabbables.keys()) el.focus({ preventScroll: true });
    return win.__stops;
  });
}

test('Tab from the top of a docs page reaches every control in on-screen order, with no trap and a ring of 3:1 or more in both themes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, '/docs/commands/dev');
  await settle(page);
  const count = await markTabbables(page);
  const stops = await walk(page, count + 3);
  const missed = count - new Set(stops.map((s) => s.index).filter((i) => i >= 0)).size;
  console.log(`Tab walk: ${stops.length} stops of ${count} controls on /docs/commands/dev`);
  // No trap: the walk went through every control and out of the page, not round a part of it.
  expect(missed, 'controls Tab never reached').toBe(0);
  expect([...outOfOrder(stops), ...ringProblems(stops, 'light')]).toEqual([]);
  // The same controls in the dark theme: the ring against each one's background there.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await finishTransitions(page);
  const dark = await focusEach(page);
  expect(dark.length).toBe(count);
  expect(ringProblems(dark, 'dark')).toEqual([]);
});

test('at phone width, the menus open from the keyboard and every stop in them is ringed at 3:1 or more, and none traps', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/docs/welcome');
  await settle(page);
  const problems: string[] = [];
  // The page itself: every stop reached, in order, ringed.
  const count = await markTabbables(page);
  const stops = await walk(page, count + 5);
  expect(count - new Set(stops.map((s) => s.index)).size, 'controls Tab never reached at 390 px').toBe(0);
  problems.push(...outOfOrder(stops), ...ringProblems(stops, 'page'));

  // Each menu, opened with Enter on its button: Tab stays inside while it is open (a modal), every stop is ringed,
  // and Escape gives focus back to the button.
  const menus = [
    { button: page.getByRole('button', { name: A11Y_LABELS.navMenu, exact: true }).and(page.locator('.rp-nav-hamburger')), panel: '.rp-nav-screen' },
    { button: page.locator('.rp-sidebar-menu__left'), panel: '.rp-doc-layout__sidebar' },
    { button: page.locator('.rp-sidebar-menu__right'), panel: '.rp-doc-layout__outline' },
  ];
  for (const { button, panel } of menus) {
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Focus moves into the menu once it is drawn (the phone menu's screen loads on the first intent to open it).
    await expect(page.locator(panel).locator(':focus'), `${panel}: focus moved in`).toHaveCount(1);
    await settle(page);
    const inside = await markTabbables(page, panel);
    expect(inside, `${panel}: controls`).toBeGreaterThan(0);
    const menuStops = await walk(page, Math.min(inside, 30) + 2);
    problems.push(...ringProblems(menuStops, panel));
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  }
  expect(problems).toEqual([]);
});

test('under prefers-reduced-motion, scrolling to a section is instant and nothing animates', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/docs/commands/build');
  const entry = page.locator('.rp-doc-layout__outline a.rp-toc-item[href="#flags"]');
  await entry.click();
  // The first frame after the click already shows the section where it stops.
  const first = await page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => done(scrollY))));
  await expect(page).toHaveURL(/#flags$/);
  expect(first).toBeGreaterThan(0);
  expect(await page.evaluate(() => Math.round(document.getElementById('flags')!.getBoundingClientRect().top))).toBe(72);
  // A hovered heading's mark, the phone drawer and the progress bar: no animation runs for longer than a frame.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.rp-sidebar-menu__left').click();
  await page.locator('.ext-heading--h2').first().hover({ force: true });
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0) > 1)
      .map((animation) => (animation as CSSTransition).transitionProperty ?? animation.constructor.name),
  );
  expect(running).toEqual([]);
});

test('under forced colours, focus is an outline and icons take a system colour', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openPage(page, '/docs/commands/dev');
  const result = await page.evaluate(() => {
    const probe = document.createElement('span');
    document.body.append(probe);
    const system = new Set(
      ['CanvasText', 'Canvas', 'LinkText', 'ButtonText', 'ButtonFace', 'Highlight', 'HighlightText', 'GrayText', 'VisitedText', 'ActiveText', 'Mark', 'MarkText', 'AccentColor', 'AccentColorText', 'ButtonBorder', 'Field', 'FieldText', 'SelectedItem', 'SelectedItemText'].map((name) => {
        probe.style.color = name;
        return getComputedStyle(probe).color;
      }),
    );
    probe.remove();
    const problems: string[] = [];
    for (const svg of document.querySelectorAll<SVGElement>('header svg, .rp-doc-layout__sidebar svg, main svg')) {
      if (!svg.checkVisibility()) continue;
      for (const shape of [svg, ...svg.querySelectorAll<SVGElement>('path, circle, rect, line, polyline, polygon')]) {
        const style = getComputedStyle(shape);
        for (const paint of [style.fill, style.stroke]) {
          if (paint !== 'none' && !paint.startsWith('url(') && !system.has(paint)) problems.push(`${paint} on ${svg.outerHTML.slice(0, 100)}`);
        }
      }
    }
    // The icons drawn as a CSS mask (code block buttons) are coloured by their background.
    for (const icon of document.querySelectorAll<HTMLElement>('.ext-code-icon')) {
      const color = getComputedStyle(icon).backgroundColor;
      if (!system.has(color)) problems.push(`${color} on ${icon.className}`);
    }
    return problems;
  });
  expect([...new Set(result)]).toEqual([]);
  for (const control of [page.locator('.rp-search-button'), page.locator('a.rp-header-anchor').first(), page.locator('.rp-code-copy-button').first()]) {
    await control.focus();
    await page.keyboard.press('Shift');
    const ring = await control.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  }
});

test('at 320 CSS pixels no page scrolls sideways; only code blocks and tables scroll in their box', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const problems: string[] = [];
  for (const path of ['/', '/docs/', '/docs/welcome', '/docs/commands/dev', '/docs/reference/error-codes', '/blog/', '/blog/announcing-2-0-0-beta', '/this-page-does-not-exist']) {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const found = await page.evaluate(() => {
      const out: string[] = [];
      const root = document.scrollingElement as HTMLElement;
      if (root.scrollWidth > innerWidth) out.push(`the page is ${root.scrollWidth} px wide`);
      for (const el of document.querySelectorAll<HTMLElement>('main *')) {
        const overflowX = getComputedStyle(el).overflowX;
        if (!['auto', 'scroll'].includes(overflowX) || el.scrollWidth <= el.clientWidth + 1) continue;
        if (el.closest('pre, table, .rp-codeblock, .rp-table-scroll-container, [class*="table"]')) continue;
        if (el.querySelector(':scope > pre, :scope > table, :scope > code')) continue;
        out.push(`${el.tagName}.${el.className} scrolls sideways`);
      }
      return out;
    });
    problems.push(...found.map((problem) => `${path}: ${problem}`));
  }
  expect(problems).toEqual([]);
});
