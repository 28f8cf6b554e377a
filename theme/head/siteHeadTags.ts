// The head tags SiteHead adds to a page, as plain data: no Rspress runtime here, so unit tests can import it.
// Rspress's Layout already emits description, og:title, og:description and og:type (website); this adds the rest.
import { BLOG_POST_ROUTE, FEEDS, SOCIAL_CARD, THEME_COLORS, X_HANDLE } from '../../site.constants';

export interface HeadPage {
  routePath?: string;
  pageType?: string;
  title?: string;
  description?: string;
  frontmatter?: Record<string, unknown>;
}

export interface HeadSite {
  title: string;
  description: string;
  /** Turns a root-relative path into an absolute URL on the production origin. */
  absolute: (path: string) => string;
  /** The root-relative path of a page's Markdown twin (Rspress's llms output). */
  markdownPath: (routePath: string) => string;
}

export type HeadAttrs = Record<string, string>;
export interface MetaTag extends HeadAttrs {
  content: string;
}
export interface SiteHeadTags {
  link: HeadAttrs[];
  meta: Array<MetaTag & { tagPriority?: 'high' }>;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The document title as Rspress's Layout builds it, so twitter:title matches og:title. */
export function documentTitle(page: HeadPage, siteTitle: string): string {
  const title = text(page.frontmatter?.title) ?? text(page.title);
  if (page.pageType === '404') return `404 - ${siteTitle}`;
  // Home, custom and blank pages carry the bare site title.
  if (title && (page.pageType === 'doc' || page.pageType === 'doc-wide')) return `${title} - ${siteTitle}`;
  return siteTitle;
}

function isoDate(value: unknown): string | undefined {
  if (!(value instanceof Date) && typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function buildSiteHeadTags(page: HeadPage, site: HeadSite): SiteHeadTags {
  const title = documentTitle(page, site.title);
  const description = text(page.description) ?? site.description;
  const image = site.absolute(SOCIAL_CARD.path);
  const link: HeadAttrs[] = Object.values(FEEDS).map((feed) => ({
    rel: 'alternate',
    type: feed.type,
    title: feed.title,
    href: site.absolute(feed.path),
  }));
  const meta: SiteHeadTags['meta'] = [
    { property: 'og:site_name', content: site.title },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SOCIAL_CARD.width) },
    { property: 'og:image:height', content: String(SOCIAL_CARD.height) },
    { property: 'og:image:alt', content: SOCIAL_CARD.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: X_HANDLE },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: SOCIAL_CARD.alt },
    { name: 'theme-color', media: '(prefers-color-scheme: light)', content: THEME_COLORS.light },
    { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: THEME_COLORS.dark },
  ];

  const routePath = text(page.routePath);
  if (page.pageType === '404' || !routePath) {
    // The 404 page answers every unknown URL: it has no address of its own to point at, and is not for indexes.
    meta.push({ name: 'robots', content: 'noindex' });
    return { link, meta };
  }

  const url = site.absolute(routePath);
  link.unshift({ rel: 'canonical', href: url });
  link.push({ rel: 'alternate', type: 'text/markdown', href: site.absolute(site.markdownPath(routePath)) });
  meta.push({ property: 'og:url', content: url });

  if (BLOG_POST_ROUTE.test(routePath)) {
    // Wins over the Layout's og:type "website" (same key, higher priority) instead of adding a second og:type.
    meta.push({ property: 'og:type', content: 'article', tagPriority: 'high' });
    const published = isoDate(page.frontmatter?.date);
    if (published) meta.push({ property: 'article:published_time', content: published });
  }
  return { link, meta };
}
