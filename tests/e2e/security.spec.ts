import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { isRedirectPage } from '../../builder/write-redirects.mjs';
import { startStaticServer } from '../../builder/serve-static.mjs';
import { inParts, partLabel } from './helpers';

// The build served twice: with its own _headers, as Netlify or Cloudflare Pages would serve it (`origin`), and with
// no response headers at all, as GitHub Pages serves it (`pagesOrigin`), where only each page's <meta> policy holds.
const BUILD_DIR = path.resolve(process.env.DOC_BUILD_DIR ?? 'doc_build');
let server: Server;
let pagesServer: Server;
let origin = '';
let pagesOrigin = '';

test.beforeAll(async () => {
  server = await startStaticServer({ root: BUILD_DIR, port: 0, applyHeadersFile: true });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pagesServer = await startStaticServer({ root: BUILD_DIR, port: 0, applyHeadersFile: false });
  pagesOrigin = `http://127.0.0.1:${(pagesServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => pagesServer.close(resolve));
});

/** Every page the build wrote, as the clean URL a visitor uses. */
function builtRoutes(): string[] {
  return readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    // The redirect pages (redirects/) send the visitor on; tests/e2e/redirects.spec.ts follows them under the CSP.
    .filter((file) => !isRedirectPage(readFileSync(path.join(BUILD_DIR, file), 'utf8')))
    .map((file) => `/${file.split(path.sep).join('/')}`.replace(/index\.html$/, '').replace(/\.html$/, ''))
    .sort();
}

/** Records every CSP violation the page reports, from before its first script runs; `take` returns and forgets them. */
async function watchCsp(page: Page): Promise<{ take: () => Promise<string[]> }> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = reports;
    document.addEventListener('securitypolicyviolation', (event) => {
      reports.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return {
    take: async () => [
      ...consoleReports.splice(0),
      ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? [])),
    ],
  };
}

/** Links that open a new tab but hand the opened page a handle on this one, or the referring URL. */
async function newTabLinksWithoutNoopener(page: Page): Promise<string[]> {
  const links = await page.locator('a[target="_blank"]').evaluateAll((anchors) =>
    anchors.map((a) => ({ href: a.getAttribute('href'), rel: (a.getAttribute('rel') ?? '').split(/\s+/) })),
  );
  // Pages with the navigation bar have new-tab social links, so the check never passes on nothing.
  if ((await page.locator('.rp-nav').count()) > 0 && links.length === 0) return ['(no new-tab link found)'];
  return links.filter((link) => !link.rel.includes('noopener') || !link.rel.includes('noreferrer')).map((l) => `${l.href}`);
}

test('the headers file sets a strict CSP and the other security headers', async ({ request }) => {
  const response = await request.get(`${origin}/docs/welcome`);
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src ')) ?? '';
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

const cspParts = inParts([...builtRoutes(), '/this-page-does-not-exist'], 2);
for (const [index, part] of cspParts.entries()) {
  test(`every built page runs under its own <meta> CSP, with no header, with no violation and its new-tab links carry noopener, ${partLabel(part, index, cspParts.length)}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const csp = await watchCsp(page);
    // One page loads every route in full (each document's inline scripts must match its policy's hashes).
    for (const route of part) {
      await test.step(route, async () => {
        const response = await page.goto(pagesOrigin + route);
        expect(response?.headers()['content-security-policy'], 'served without a CSP header').toBeUndefined();
        const policy = await page.locator('head meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
        expect.soft(policy, `${route}: a meta policy`).toMatch(/script-src 'self' 'sha256-/);
        const scriptSrc = (policy ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
        expect.soft(scriptSrc, `${route}: script-src`).not.toContain("'unsafe-inline'");
        // The bundle ran: React hydrated the page under the policy.
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await expect.soft(page.locator('h1').first(), `${route} shows its h1`).toBeVisible();
        expect.soft(await newTabLinksWithoutNoopener(page), `${route}: new-tab links without noopener noreferrer`).toEqual([]);
        // The theme toggle runs code that writes to <html> and to storage; it flips the stored theme, so the next
        // route also loads in the other theme.
        const appearance = page.locator('.rp-nav__others .rp-switch-appearance');
        if ((await appearance.count()) > 0) {
          const isDark = () => page.locator('html').evaluate((html) => html.classList.contains('dark'));
          const dark = await isDark();
          await appearance.click();
          await expect.soft.poll(isDark, { message: `${route}: the theme toggle works` }).toBe(!dark);
        }
        expect.soft(await csp.take(), `${route}: CSP violations`).toEqual([]);
      });
    }
  });
}

test('client navigation and search run under the CSP with no violation', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto(`${origin}/docs/welcome`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'extension build' }).click();
  await expect(page).toHaveURL(/\/docs\/commands\/build$/);
  await page.keyboard.press('Control+k');
  await page.locator('.rp-search-panel__input').fill('browser');
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible();
  expect(await csp.take()).toEqual([]);
});

test('with no response headers, a page carrying one extra inline script has it refused by the browser', async ({ page }) => {
  const csp = await watchCsp(page);
  // A copy of a built page into which an attacker got one inline script.
  await page.route(`${pagesOrigin}/docs/welcome`, async (route) => {
    const original = await route.fetch();
    const html = (await original.text()).replace('</body>', '<script>window.__injected = true;</script></body>');
    await route.fulfill({ response: original, body: html, headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
  await page.goto(`${pagesOrigin}/docs/welcome`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(async () => (await csp.take()).some((report) => /script-src/.test(report))).toBe(true);
});

test('no other site can frame the pages', async ({ page }) => {
  await page.setContent(`<iframe src="${origin}/docs/welcome" width="800" height="600"></iframe>`);
  // Chromium replaces a frame that frame-ancestors refuses with its error page.
  await expect.poll(() => page.frames()[1]?.url() ?? '').toMatch(/^chrome-error:/);
});

const WORKFLOWS = path.resolve('.github/workflows');
const workflowFiles = readdirSync(WORKFLOWS).filter((file) => /\.ya?ml$/.test(file));

interface Workflow {
  permissions?: unknown;
  jobs: Record<string, { permissions?: Record<string, string>; steps?: Array<{ uses?: string }> }>;
}

test.describe('the workflows', () => {
  for (const file of workflowFiles) {
    const text = readFileSync(path.join(WORKFLOWS, file), 'utf8');
    const workflow = parse(text) as Workflow;

    test(`${file}: no default permissions, and each job lists only what it needs`, () => {
      expect(workflow.permissions).toEqual({});
      for (const [name, job] of Object.entries(workflow.jobs)) {
        expect(job.permissions, `${name} lists its permissions`).toBeDefined();
        for (const [scope, level] of Object.entries(job.permissions ?? {})) {
          const allowedWrite = ['pages', 'id-token'].includes(scope) && name === 'deploy';
          expect(level === 'read' || (level === 'write' && allowedWrite), `${name}: ${scope}: ${level}`).toBe(true);
        }
      }
    });

    test(`${file}: every action is pinned to a commit with its version beside it`, () => {
      const uses = text.split('\n').filter((line) => /^\s*(-\s*)?uses:/.test(line));
      expect(uses.length).toBeGreaterThan(0);
      for (const line of uses) expect(line).toMatch(/uses:\s*[\w.-]+\/[\w./-]+@[0-9a-f]{40}\s+#\s*v\d+\.\d+\.\d+\s*$/);
    });
  }

  test('CI audits the production dependencies for high and critical advisories', () => {
    const ci = readFileSync(path.join(WORKFLOWS, 'ci.yml'), 'utf8');
    expect(ci).toMatch(/run:\s*npm audit --omit=dev --audit-level=high\s*$/m);
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/^\s*npm audit --omit=dev --audit-level=high/m);
  });
});

// Token shapes of GitHub, npm, AWS and Slack, and private keys.
const SECRET_PATTERNS = [
  /gh[pousr]_[A-Za-z0-9]{36}/,
  /github_pat_[A-Za-z0-9_]{60,}/,
  /npm_[A-Za-z0-9]{36}/,
  /AKIA[0-9A-Z]{16}/,
  /xox[abprs]-[A-Za-z0-9-]{10,}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /_authToken\s*=\s*[^\s$]/,
];

test('no file in the repository holds a secret', () => {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !/\.(png|jpe?g|gif|ico|woff2?|webp)$/.test(file));
  expect(files.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const pattern of SECRET_PATTERNS) if (pattern.test(text)) found.push(`${file}: ${pattern}`);
  }
  expect(found).toEqual([]);
});

test('the workflows use no secret but the job token', () => {
  for (const file of workflowFiles) {
    const names = [...readFileSync(path.join(WORKFLOWS, file), 'utf8').matchAll(/secrets\.(\w+)/g)].map((match) => match[1]);
    expect(names.filter((name) => name !== 'GITHUB_TOKEN'), file).toEqual([]);
  }
});
