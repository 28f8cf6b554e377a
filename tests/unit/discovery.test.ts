import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from '../content/page-rules';
import { allMdxFiles, DOCS_ROOT } from '../content/source-pages';
import { BLOG_POST_ROUTE, FEEDS, SITE_DESCRIPTION, SITE_ORIGIN, SITE_TITLE, SOCIAL_CARD, THEME_COLORS, X_HANDLE } from '../../site.constants';
import { buildSiteHeadTags, type HeadPage, type SiteHeadTags } from '../../theme/head/siteHeadTags';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../docs/public');
const site = {
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  absolute: (p: string) => new URL(p, SITE_ORIGIN).href,
  markdownPath: (routePath: string) => `${routePath}.md`,
};

const metaValues = (tags: SiteHeadTags, key: string) =>
  tags.meta.filter((m) => m.property === key || m.name === key).map((m) => m.content);
const meta = (tags: SiteHeadTags, key: string) => {
  const values = metaValues(tags, key);
  expect(values, key).toHaveLength(1);
  return values[0];
};
const links = (tags: SiteHeadTags, rel: string) => tags.link.filter((l) => l.rel === rel);

describe('head tags of a page', () => {
  const docPage: HeadPage = {
    routePath: '/docs/welcome',
    pageType: 'doc',
    title: 'Welcome to Extension.js',
    description: 'What Extension.js does.',
    frontmatter: { title: 'Welcome to Extension.js' },
  };
  const tags = buildSiteHeadTags(docPage, site);

  it('points the canonical link and og:url at the absolute clean URL', () => {
    expect(links(tags, 'canonical')).toEqual([{ rel: 'canonical', href: `${SITE_ORIGIN}/docs/welcome` }]);
    expect(meta(tags, 'og:url')).toBe(`${SITE_ORIGIN}/docs/welcome`);
  });

  it('fills the Open Graph and Twitter card tags from the page', () => {
    expect(meta(tags, 'og:site_name')).toBe(SITE_TITLE);
    expect(meta(tags, 'og:image')).toBe(`${SITE_ORIGIN}${SOCIAL_CARD.path}`);
    expect(meta(tags, 'twitter:card')).toBe('summary_large_image');
    expect(meta(tags, 'twitter:site')).toBe(X_HANDLE);
    expect(meta(tags, 'twitter:title')).toBe(`Welcome to Extension.js - ${SITE_TITLE}`);
    expect(meta(tags, 'twitter:description')).toBe('What Extension.js does.');
    expect(meta(tags, 'twitter:image')).toBe(`${SITE_ORIGIN}${SOCIAL_CARD.path}`);
    // Rspress's Layout emits these; a second copy would be a duplicate.
    expect(metaValues(tags, 'og:type')).toEqual([]);
    expect(metaValues(tags, 'og:title')).toEqual([]);
    expect(metaValues(tags, 'description')).toEqual([]);
  });

  it('sets a theme colour for the light and the dark scheme', () => {
    const colors = tags.meta.filter((m) => m.name === 'theme-color').map((m) => [m.media, m.content]);
    expect(colors).toEqual([
      ['(prefers-color-scheme: light)', THEME_COLORS.light],
      ['(prefers-color-scheme: dark)', THEME_COLORS.dark],
    ]);
  });

  it('advertises both blog feeds and the Markdown twin', () => {
    const alternates = links(tags, 'alternate').map((l) => [l.type, l.href]);
    expect(alternates).toEqual([
      [FEEDS.rss.type, `${SITE_ORIGIN}${FEEDS.rss.path}`],
      [FEEDS.atom.type, `${SITE_ORIGIN}${FEEDS.atom.path}`],
      ['text/markdown', `${SITE_ORIGIN}/docs/welcome.md`],
    ]);
  });
});

describe('head tags of special pages', () => {
  it('marks a blog post as an article with its publication date', () => {
    const post = buildSiteHeadTags(
      { routePath: '/blog/announcing-2-0-0-alpha', pageType: 'doc', title: 'Alpha', frontmatter: { date: '2024-09-09' } },
      site,
    );
    expect(meta(post, 'og:type')).toBe('article');
    expect(meta(post, 'article:published_time')).toBe('2024-09-09T00:00:00.000Z');
  });

  it('leaves the blog index a website', () => {
    const index = buildSiteHeadTags({ routePath: '/blog/', pageType: 'doc', title: 'Latest News' }, site);
    expect(metaValues(index, 'og:type')).toEqual([]);
    expect(meta(index, 'og:url')).toBe(`${SITE_ORIGIN}/blog/`);
  });

  it('titles the cards like the page title: the site title alone on home, custom and blank pages', () => {
    for (const pageType of ['home', 'custom', 'blank']) {
      expect(meta(buildSiteHeadTags({ routePath: '/x', pageType, title: 'X' }, site), 'twitter:title')).toBe(SITE_TITLE);
    }
    expect(meta(buildSiteHeadTags({ routePath: '/x', pageType: 'doc-wide', title: 'X' }, site), 'twitter:title')).toBe(
      `X - ${SITE_TITLE}`,
    );
  });

  it('gives the 404 page no canonical URL and keeps it out of search indexes', () => {
    const notFound = buildSiteHeadTags({ routePath: '/404', pageType: '404' }, site);
    expect(links(notFound, 'canonical')).toEqual([]);
    expect(metaValues(notFound, 'og:url')).toEqual([]);
    expect(meta(notFound, 'robots')).toBe('noindex');
    expect(meta(notFound, 'twitter:title')).toBe(`404 - ${SITE_TITLE}`);
  });

  it('falls back to the site title and description on missing or malformed data', () => {
    const odd = buildSiteHeadTags(
      { routePath: '/blog/x', pageType: 'doc', description: '  ', frontmatter: { title: 42, date: 'not a date' } },
      site,
    );
    expect(meta(odd, 'twitter:title')).toBe(SITE_TITLE);
    expect(meta(odd, 'twitter:description')).toBe(SITE_DESCRIPTION);
    expect(metaValues(odd, 'article:published_time')).toEqual([]);
    expect(() => buildSiteHeadTags({}, site)).not.toThrow();
    expect(links(buildSiteHeadTags({}, site), 'canonical')).toEqual([]);
  });
});

describe('static discovery files', () => {
  it('robots.txt allows crawling and names the sitemap on the production origin', () => {
    const robots = readFileSync(path.join(PUBLIC_DIR, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE_ORIGIN.replace(/\./g, '\\.')}/sitemap\\.xml$`, 'm'));
  });

  it('the social card is a PNG of the size the head tags announce', () => {
    const png = readFileSync(path.join(PUBLIC_DIR, SOCIAL_CARD.path));
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_CARD.width, SOCIAL_CARD.height]);
    const svg = readFileSync(path.join(PUBLIC_DIR, 'social-card.svg'), 'utf8');
    expect(svg).toContain(`viewBox="0 0 ${SOCIAL_CARD.width} ${SOCIAL_CARD.height}"`);
  });
});

describe('blog posts as feed items', () => {
  const posts = allMdxFiles(path.join(DOCS_ROOT, 'blog'))
    .map((file) => ({ file, route: `/${path.relative(DOCS_ROOT, file).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}` }))
    .filter(({ route }) => BLOG_POST_ROUTE.test(route));

  it('the feeds take the posts and leave out the blog index', () => {
    expect(posts.map((p) => p.route)).toContain('/blog/announcing-2-0-0-alpha');
    expect(BLOG_POST_ROUTE.test('/blog/')).toBe(false);
  });

  // The feeds need both; a post without a date would stop the build.
  it.each(posts.map((p) => [p.route, p.file]))('%s has a valid date and a description', (_route, file) => {
    const { frontmatter } = splitFrontmatter(readFileSync(file, 'utf8'));
    expect(Number.isNaN(new Date(String(frontmatter.date)).getTime())).toBe(false);
    expect(String(frontmatter.description ?? '').trim()).not.toBe('');
  });
});
