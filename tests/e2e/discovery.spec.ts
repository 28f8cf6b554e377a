// Discovery and sharing, checked on the served build: feeds, sitemap, robots.txt, llms.txt with the Markdown twins,
// the head tags of every page in the static HTML (as a crawler or a link preview sees it, before any script runs),
// and the "Copy page as Markdown" button.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { splitFrontmatter } from '../content/page-rules';
import { readSource } from '../content/source-pages';
import { ALL_ROUTES, BLOG_POSTS, DOCS_ROUTES } from '../spec-routes';
import { FEEDS, SITE_ORIGIN, SITE_TITLE, SOCIAL_CARD, THEME_COLORS, X_HANDLE } from '../../site.constants';
import { openPage } from './helpers';

const frontmatterOf = (route: string) => splitFrontmatter(readSource(route)).frontmatter;
const absolute = (route: string) => `${SITE_ORIGIN}${route}`;
/** The local path of a URL on the production origin, to fetch it from the served build. */
const localPath = (url: string) => {
  expect(url.startsWith(`${SITE_ORIGIN}/`), `${url} is on ${SITE_ORIGIN}`).toBe(true);
  return url.slice(SITE_ORIGIN.length);
};
const markdownTwin = (route: string) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);

async function fetchText(request: APIRequestContext, path: string, type: RegExp): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  expect(response.headers()['content-type'], `type of ${path}`).toMatch(type);
  return response.text();
}

interface XmlNode {
  name: string;
  text: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}

/** Parses XML with the browser's strict XML parser; fails the test on any well-formedness error. */
async function parseXml(page: Page, xml: string): Promise<XmlNode> {
  const result = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    if (error) return { error: error.textContent ?? 'parse error' };
    const walk = (el: Element): XmlNode => ({
      name: el.localName,
      text: el.children.length ? '' : (el.textContent ?? '').trim(),
      attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
      children: [...el.children].map(walk),
    });
    return { root: walk(doc.documentElement) };
  }, xml);
  if ('error' in result) throw new Error(`Invalid XML: ${result.error}`);
  return result.root;
}
const child = (node: XmlNode, name: string) => node.children.find((c) => c.name === name);
const childText = (node: XmlNode, name: string) => child(node, name)?.text ?? '';
const childrenNamed = (node: XmlNode, name: string) => node.children.filter((c) => c.name === name);

function expectedPosts() {
  return BLOG_POSTS.map((route) => {
    const fm = frontmatterOf(route);
    return { link: absolute(route), title: String(fm.title), summary: String(fm.description), date: String(fm.date) };
  });
}
const day = (value: string) => new Date(value).toISOString().slice(0, 10);

test.describe('blog feeds', () => {
  test('the RSS feed is valid XML and lists every post with its date and summary, newest first', async ({ page, request }) => {
    const rss = await parseXml(page, await fetchText(request, FEEDS.rss.path, /xml/));
    expect(rss.name).toBe('rss');
    const channel = child(rss, 'channel');
    expect(channel).toBeDefined();
    const items = childrenNamed(channel!, 'item').map((item) => ({
      link: childText(item, 'link'),
      title: childText(item, 'title'),
      summary: childText(item, 'description'),
      date: day(childText(item, 'pubDate')),
    }));
    const expected = expectedPosts().map((p) => ({ ...p, date: day(p.date) }));
    expect(items).toEqual([...expected].sort((a, b) => b.date.localeCompare(a.date)));
    expect(items.map((i) => i.link)).not.toContain(absolute('/blog/'));
  });

  test('the Atom feed is valid XML and lists every post with its date and summary', async ({ page, request }) => {
    const atom = await parseXml(page, await fetchText(request, FEEDS.atom.path, /xml/));
    expect(atom.name).toBe('feed');
    expect(atom.attrs.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(childText(atom, 'id')).toMatch(/^https:\/\//);
    const entries = childrenNamed(atom, 'entry').map((entry) => ({
      link: child(entry, 'link')?.attrs.href ?? '',
      title: childText(entry, 'title'),
      summary: childText(entry, 'summary'),
      date: day(childText(entry, 'updated')),
    }));
    const expected = expectedPosts().map((p) => ({ ...p, date: day(p.date) }));
    expect(new Set(entries.map((e) => e.link))).toEqual(new Set(expected.map((e) => e.link)));
    for (const post of expected) expect(entries).toContainEqual(post);
  });

  test('the blog index links both feeds, styled like its other links, and they are served', async ({ page, request }) => {
    await page.goto('/blog/');
    const doc = page.locator('.rspress-doc');
    const color = (link: ReturnType<typeof doc.getByRole>) => link.evaluate((el) => getComputedStyle(el).color);
    const postLinkColor = await color(doc.getByRole('link', { name: 'Read the 2.0.0 beta announcement' }));
    for (const [name, feed] of [
      ['RSS feed', FEEDS.rss],
      ['Atom feed', FEEDS.atom],
    ] as const) {
      const link = doc.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', feed.path);
      expect(await color(link), `${name} looks like a link`).toBe(postLinkColor);
      await fetchText(request, feed.path, /xml/);
    }
  });
});

test.describe('sitemap and robots.txt', () => {
  test('sitemap.xml lists every route on the production origin, and each one is served', async ({ page, request }) => {
    const sitemap = await parseXml(page, await fetchText(request, '/sitemap.xml', /xml/));
    expect(sitemap.name).toBe('urlset');
    const locs = childrenNamed(sitemap, 'url').map((url) => childText(url, 'loc'));
    expect(new Set(locs).size, 'no duplicates').toBe(locs.length);
    expect(locs).toEqual(expect.arrayContaining(ALL_ROUTES.map(absolute)));
    expect(locs).not.toContain(absolute('/404'));
    for (const loc of locs) {
      const response = await request.get(localPath(loc), { maxRedirects: 0 });
      expect(response.status(), loc).toBe(200);
    }
  });

  test('robots.txt is served and points at the sitemap', async ({ request }) => {
    const robots = await fetchText(request, '/robots.txt', /text\/plain/);
    const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => m[1]);
    expect(sitemaps).toEqual([absolute('/sitemap.xml')]);
    await fetchText(request, localPath(sitemaps[0]), /xml/);
  });
});

test.describe('llms.txt and Markdown twins', () => {
  test('llms.txt lists every docs page and post with a link to its Markdown twin', async ({ request }) => {
    const llms = await fetchText(request, '/llms.txt', /text\/plain/);
    expect(llms.startsWith(`# ${SITE_TITLE}\n`)).toBe(true);
    for (const route of [...DOCS_ROUTES, ...BLOG_POSTS]) {
      const title = String(frontmatterOf(route).title);
      expect(llms, route).toContain(`- [${title}](${absolute(markdownTwin(route))})`);
    }
  });

  test('every page link in llms.txt is a served Markdown page, and its tools links serve JSON', async ({ request }) => {
    const [pages, tools = ''] = (await fetchText(request, '/llms.txt', /text\/plain/)).split('\n## For tools\n');
    for (const [, url] of tools.matchAll(/\]\((https:[^)\s]+)\)/g)) {
      const response = await request.get(localPath(url));
      expect(response.status(), url).toBe(200);
      expect(JSON.parse(await response.text()), url).toBeTruthy();
    }
    expect(tools).toContain('/cli.json');
    const llms = pages;
    const urls = [...llms.matchAll(/\]\((https:[^)\s]+)\)/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThanOrEqual(DOCS_ROUTES.length + BLOG_POSTS.length);
    for (const url of urls) {
      expect(url).toMatch(/\.md$/);
      await fetchText(request, localPath(url), /text\/markdown/);
    }
  });

  test('every route has a Markdown twin that starts with its title', async ({ request }) => {
    for (const route of ALL_ROUTES) {
      const markdown = await fetchText(request, markdownTwin(route), /text\/markdown/);
      const title = route === '/' ? SITE_TITLE : String(frontmatterOf(route).title);
      expect(markdown.trimStart().split('\n')[0], route).toBe(`# ${title}`);
    }
  });

  test('llms-full.txt holds every docs page', async ({ request }) => {
    const full = await fetchText(request, '/llms-full.txt', /text\/plain/);
    for (const route of DOCS_ROUTES) {
      expect(full, route).toContain(`url: ${absolute(markdownTwin(route))}\n---\n\n# ${String(frontmatterOf(route).title)}`);
    }
  });
});

interface HeadTag {
  tag: string;
  attrs: Record<string, string>;
}

/**
 * The <meta> and <link> tags of each route's static HTML head, read without running the page's scripts: the HTML
 * is fetched over HTTP and parsed with the browser's HTML parser, all routes in one call.
 */
async function staticHeadTags(page: Page, request: APIRequestContext, routes: string[]): Promise<Map<string, HeadTag[]>> {
  const html: string[] = [];
  for (const route of routes) html.push(await fetchText(request, route, /text\/html/));
  const heads = await page.evaluate(
    (sources) =>
      sources.map((source) => {
        const doc = new DOMParser().parseFromString(source, 'text/html');
        return [...doc.head.querySelectorAll('meta, link')].map((el) => ({
          tag: el.localName,
          attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
        }));
      }),
    html,
  );
  return new Map(routes.map((route, index) => [route, heads[index]]));
}

/** The content of each <meta> whose property or name is `key`. */
const metaContents = (tags: HeadTag[], key: string) =>
  tags.filter((t) => t.tag === 'meta' && (t.attrs.property === key || t.attrs.name === key)).map((t) => t.attrs);

test('every route carries description, canonical, Open Graph, Twitter and theme tags in its static HTML', async ({
  page,
  request,
}) => {
  const heads = await staticHeadTags(page, request, ALL_ROUTES);
  for (const [route, tags] of heads) {
    const metas = (key: string) => metaContents(tags, key);
    // Each check names its route and tag, and a failing one does not hide the others.
    const one = (key: string) => {
      const found = metas(key);
      expect.soft(found.map((m) => m.content), `${route}: exactly one ${key}`).toHaveLength(1);
      return found[0]?.content;
    };
    const fm = frontmatterOf(route);
    const description = String(fm.description);
    const title = route === '/' ? SITE_TITLE : `${String(fm.title)} - ${SITE_TITLE}`;
    const url = absolute(route);
    const image = absolute(SOCIAL_CARD.path);

    expect.soft(one('description'), `${route}: description`).toBe(description);
    const canonical = tags.filter((t) => t.tag === 'link' && t.attrs.rel === 'canonical');
    expect.soft(canonical.map((t) => t.attrs.href), `${route}: canonical`).toEqual([url]);

    expect.soft(one('og:title'), `${route}: og:title`).toBe(title);
    expect.soft(one('og:description'), `${route}: og:description`).toBe(description);
    expect.soft(one('og:url'), `${route}: og:url`).toBe(url);
    expect.soft(one('og:image'), `${route}: og:image`).toBe(image);
    expect.soft(one('og:type'), `${route}: og:type`).toBe(BLOG_POSTS.includes(route) ? 'article' : 'website');
    expect.soft(one('og:site_name'), `${route}: og:site_name`).toBe(SITE_TITLE);

    expect.soft(one('twitter:card'), `${route}: twitter:card`).toBe('summary_large_image');
    expect.soft(one('twitter:site'), `${route}: twitter:site`).toBe(X_HANDLE);
    expect.soft(one('twitter:title'), `${route}: twitter:title`).toBe(title);
    expect.soft(one('twitter:description'), `${route}: twitter:description`).toBe(description);
    expect.soft(one('twitter:image'), `${route}: twitter:image`).toBe(image);

    expect.soft(metas('theme-color').map((m) => [m.media, m.content]), `${route}: theme-color`).toEqual([
      ['(prefers-color-scheme: light)', THEME_COLORS.light],
      ['(prefers-color-scheme: dark)', THEME_COLORS.dark],
    ]);

    const alternates = tags.filter((t) => t.tag === 'link' && t.attrs.rel === 'alternate');
    const alternate = (type: string) => alternates.filter((t) => t.attrs.type === type).map((t) => t.attrs.href);
    expect.soft(alternate(FEEDS.rss.type), `${route}: RSS alternate`).toEqual([absolute(FEEDS.rss.path)]);
    expect.soft(alternate(FEEDS.atom.type), `${route}: Atom alternate`).toEqual([absolute(FEEDS.atom.path)]);
    expect.soft(alternate('text/markdown'), `${route}: Markdown alternate`).toEqual([absolute(markdownTwin(route))]);
  }
});

test('every page of the sitemap, in the spec or not, has matching canonical, Open Graph and Twitter tags', async ({ page, request }) => {
  const sitemap = await parseXml(page, await fetchText(request, '/sitemap.xml', /xml/));
  const locs = childrenNamed(sitemap, 'url').map((url) => childText(url, 'loc'));
  const heads = await staticHeadTags(page, request, locs.map(localPath));
  for (const loc of locs) {
    const tags = heads.get(localPath(loc)) ?? [];
    const contents = (key: string) => metaContents(tags, key).map((attrs) => attrs.content);
    expect.soft(tags.filter((t) => t.attrs.rel === 'canonical').map((t) => t.attrs.href), `${loc}: canonical`).toEqual([loc]);
    expect.soft(contents('og:url'), `${loc}: og:url`).toEqual([loc]);
    expect.soft(contents('og:type'), `${loc}: og:type`).toHaveLength(1);
    expect.soft(contents('twitter:title'), `${loc}: twitter:title`).toEqual(contents('og:title'));
    expect.soft(contents('twitter:description'), `${loc}: twitter:description`).toEqual(contents('description'));
    expect.soft(contents('description')[0], `${loc}: description`).toBeTruthy();
  }
});

test('the social card the pages announce is served as a PNG', async ({ request }) => {
  const response = await request.get(SOCIAL_CARD.path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_CARD.width, SOCIAL_CARD.height]);
});

test('the canonical URL and Open Graph tags follow client-side navigation', async ({ page }) => {
  await openPage(page, '/docs/welcome');
  await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'extension build' }).click();
  await expect(page).toHaveURL(/\/docs\/commands\/build$/);
  const head = () =>
    page.evaluate(() => ({
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
      ogUrl: [...document.querySelectorAll('meta[property="og:url"]')].map((m) => m.getAttribute('content')),
      twitterTitle: [...document.querySelectorAll('meta[name="twitter:title"]')].map((m) => m.getAttribute('content')),
    }));
  const url = absolute('/docs/commands/build');
  await expect.poll(head).toEqual({
    canonical: [url],
    ogUrl: [url],
    twitterTitle: [`${String(frontmatterOf('/docs/commands/build').title)} - ${SITE_TITLE}`],
  });
});

test.describe('Copy page as Markdown', () => {
  test('every docs page offers the button in its static HTML', async ({ request }) => {
    for (const route of DOCS_ROUTES) {
      const html = await fetchText(request, route, /text\/html/);
      expect(html, route).toMatch(/<button[^>]*rp-llms-copy-button[^>]*>[\s\S]*?<span>Copy page as Markdown<\/span><\/button>/);
    }
  });

  test('the button copies the page as Markdown', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/docs/features/special-folders');
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await expect(button).toBeVisible();
    await button.click();
    const expected = await fetchTextViaPage(page, markdownTwin('/docs/features/special-folders'));
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(expected.startsWith(`# ${String(frontmatterOf('/docs/features/special-folders').title)}`)).toBe(true);
  });
});

function fetchTextViaPage(page: Page, path: string): Promise<string> {
  return page.evaluate((p) => fetch(p).then((r) => r.text()), path);
}
