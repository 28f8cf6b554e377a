// BEHAVIOUR.md, Keyboard and screen readers: what a screen reader gets, read from Chromium's accessibility tree
// (CDP Accessibility.getFullAXTree), not from axe: each heading named by its visible text, one h1, the landmarks
// once each or told apart by name, every button and link named by what it does, tabs as tabs, the theme toggle's
// state. Properties are asserted on every page type, so content edits do not break the tests; aria snapshots
// (partial templates) only for the navigation, the sidebar and the search dialog.
import { expect, type Page, test } from '@playwright/test';
import { A11Y_LABELS } from '../../theme/a11y/a11yLabels';
import { openPage, settle, showInApp } from './helpers';

interface AxNode {
  role: string;
  name: string;
  props: Record<string, unknown>;
}

/** The nodes a screen reader is given (ignored nodes left out), in tree order. */
async function axNodes(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => ({
        role: String(node.role?.value ?? ''),
        name: String(node.name?.value ?? '').replace(/\s+/g, ' ').trim(),
        props: Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value?.value])),
      }));
  } finally {
    await cdp.detach();
  }
}

/** The headings a sighted reader sees, with their level and visible text, in document order. */
function visibleHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[inert], [aria-hidden="true"]'))
      .map((el) => `h${el.tagName[1]} ${el.innerText.replace(/\s+/g, ' ').trim()}`),
  );
}

// A name that says nothing of what the control does: none, the "#" of an anchor, a lone symbol, an icon's id.
const MEANINGLESS_NAME = /^$|^[^\p{L}\p{N}]+$|^Icon[A-Z]|^(svg|link|button)$/u;
const CONTROL_ROLES = new Set(['button', 'link', 'tab', 'menuitem', 'option', 'combobox', 'checkbox', 'switch']);

/** Everything the issue asks of one page, as a list of problems (empty when the page is right). */
async function treeProblems(page: Page, where: string): Promise<string[]> {
  const nodes = await axNodes(page);
  const problems: string[] = [];
  const headings = nodes.filter((n) => n.role === 'heading').map((n) => `h${n.props.level} ${n.name}`);
  const seen = await visibleHeadings(page);
  if (JSON.stringify([...headings].sort()) !== JSON.stringify([...seen].sort())) {
    problems.push(`${where}: heading names differ from their visible text:\n  tree: ${headings.join(' | ')}\n  seen: ${seen.join(' | ')}`);
  }
  const h1s = headings.filter((h) => h.startsWith('h1 '));
  if (h1s.length !== 1) problems.push(`${where}: ${h1s.length} h1 (${h1s.join(', ')})`);
  for (const role of ['banner', 'main', 'contentinfo']) {
    const count = nodes.filter((n) => n.role === role).length;
    if (count !== 1) problems.push(`${where}: ${count} ${role} landmarks`);
  }
  for (const role of ['navigation', 'complementary']) {
    const names = nodes.filter((n) => n.role === role).map((n) => n.name);
    if (names.some((name) => !name) || new Set(names).size !== names.length) {
      problems.push(`${where}: ${role} landmarks not told apart by name: ${JSON.stringify(names)}`);
    }
  }
  for (const node of nodes.filter((n) => CONTROL_ROLES.has(n.role))) {
    if (MEANINGLESS_NAME.test(node.name)) problems.push(`${where}: ${node.role} named ${JSON.stringify(node.name)}`);
  }
  return problems;
}

/** Tablists: each has tabs, one of them selected. */
async function tablistProblems(page: Page, where: string): Promise<string[]> {
  return page.evaluate((at) => {
    const problems: string[] = [];
    for (const list of document.querySelectorAll('[role="tablist"]')) {
      const tabs = [...list.querySelectorAll('[role="tab"]')];
      const selected = tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true');
      if (tabs.length < 2 || selected.length !== 1) problems.push(`${at}: a tablist with ${tabs.length} tabs, ${selected.length} selected`);
    }
    return problems;
  }, where);
}

/** The sidebar marks the page shown, and only it, with aria-current="page". */
async function currentPageProblems(page: Page, path: string): Promise<string[]> {
  const current = await page
    .locator('.rp-doc-layout__sidebar a[aria-current="page"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return current.length === 1 && current[0] === path ? [] : [`${path}: the sidebar marks ${JSON.stringify(current)} as the current page`];
}

test('every page type: headings, landmarks, names, tabs, the current page and the theme toggle in the tree', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  await openPage(page, '/');
  await settle(page);
  problems.push(...(await treeProblems(page, '/')));

  // The theme toggle keeps its name; its state is aria-pressed.
  const toggle = page.locator('.rp-nav__others').getByRole('button', { name: A11Y_LABELS.darkTheme, exact: true });
  const pressed = await toggle.getAttribute('aria-pressed');
  expect(['true', 'false']).toContain(pressed);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
  await expect(toggle).toHaveAccessibleName(A11Y_LABELS.darkTheme);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', pressed as string);

  // The navigation bar, as a partial snapshot: its links and controls by name.
  await expect(page.getByRole('banner')).toMatchAriaSnapshot(`
    - banner:
      - link "Extension.js":
        - /url: /
      - button "Search Docs"
      - list:
        - listitem:
          - link "Docs":
            - /url: /docs/welcome
        - listitem:
          - link "Blog":
            - /url: /blog/
      - button "${A11Y_LABELS.darkTheme}"
      - link "GitHub (opens in a new tab)"
      - link "Discord (opens in a new tab)"
      - link "X (opens in a new tab)"
  `);

  for (const path of ['/docs/welcome', '/docs/commands/dev', '/docs/', '/blog/', '/blog/announcing-2-0-0-beta']) {
    await showInApp(page, path);
    problems.push(...(await treeProblems(page, path)), ...(await tablistProblems(page, path)));
    if (path.startsWith('/docs/') && path !== '/docs/') problems.push(...(await currentPageProblems(page, path)));
  }
  // The command page has package-manager tabs: the check above must have had tabs to look at.
  await showInApp(page, '/docs/commands/dev');
  expect(await page.getByRole('tablist').count()).toBeGreaterThan(0);

  // The sidebar, as a partial snapshot: a named landmark, the welcome page, then the spec's seven groups in order,
  // each a group (a <details>) named by its summary and starting with its first required page.
  await expect(page.locator('.rp-doc-layout__sidebar')).toMatchAriaSnapshot(`
    - complementary "${A11Y_LABELS.sidebar}":
      - link "Welcome to Extension.js"
      - group:
        - text: Getting started
        - link "Get Started Immediately"
      - group:
        - text: Features
        - link "Cross-Browser Compatibility"
      - group:
        - text: Browsers
        - link "Browsers Available"
      - group:
        - text: Languages and Frameworks
        - link "WebAssembly"
      - group:
        - text: Configuration Support
        - link "Babel"
      - group:
        - text: Development
        - link "manifest.json"
      - group:
        - text: Commands Reference
        - link "extension create"
  `);

  await page.goto('/this-page-does-not-exist');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  problems.push(...(await treeProblems(page, '404')));
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the open search dialog with hits and the phone menu, in the tree', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/docs/welcome');
  await page.locator('.rp-search-button--mobile').click();
  const dialog = page.getByRole('dialog', { name: 'Search Docs' });
  await dialog.getByRole('combobox').fill('manifest');
  await expect(dialog.getByRole('option').first()).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('status')).toHaveText(/results?$/);
  await expect(dialog).toMatchAriaSnapshot(`
    - dialog "Search Docs":
      - combobox "Search Docs" [expanded]
      - button "${A11Y_LABELS.clearSearch}"
      - button "Cancel"
      - status: /\\d+ results?/
      - listbox "${A11Y_LABELS.searchResults}":
        - option [selected]
  `);
  // The page behind a modal dialog is out of the tree; the dialog's controls are all named.
  const nodes = await axNodes(page);
  expect(nodes.some((n) => n.role === 'main')).toBe(false);
  const unnamed = nodes.filter((n) => CONTROL_ROLES.has(n.role) && MEANINGLESS_NAME.test(n.name));
  expect(unnamed).toEqual([]);
  // Each option: its page (and section) as its name; a content hit's snippet as its description.
  const described = await dialog.getByRole('option').evaluateAll((options) =>
    options.filter((o) => o.getAttribute('aria-describedby')).map((o) => document.getElementById(o.getAttribute('aria-describedby') as string)?.textContent ?? ''),
  );
  for (const snippet of described) expect(snippet.trim().length).toBeGreaterThan(10);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const menu = page.getByRole('button', { name: A11Y_LABELS.navMenu, exact: true }).and(page.locator('.rp-nav-hamburger'));
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.rp-nav-screen')).toBeVisible();
  await settle(page);
  const problems = await treeProblems(page, 'phone menu open');
  expect(problems, problems.join('\n')).toEqual([]);
});
