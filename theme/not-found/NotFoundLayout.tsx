// BEHAVIOUR.md ("404 page"): the not-found page for every unknown URL.
import { useI18n, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { MAIN_CONTENT_ID } from '../a11y/SkipLink';
// The built-in layout's styles load with its module, which this replacement never imports.
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';

/** A path with the default language's prefix (/en/...) is the same page without it. */
export function withoutLangPrefix(pathname: string, lang: string): string | undefined {
  if (!lang) return undefined;
  const prefix = new RegExp(`^/${lang}(/|$)`);
  return prefix.test(pathname) ? pathname.replace(prefix, '/') : undefined;
}

/**
 * Replaces Rspress's NotFoundLayout: its home link's aria-label ("go to home") hid the visible text
 * 'Take me home' from assistive technology. Keeps the same classes and the /en/ redirect.
 */
export function NotFoundLayout() {
  const { siteData } = usePageData();
  const t = useI18n();
  useEffect(() => {
    const target = withoutLangPrefix(window.location.pathname, siteData.lang);
    if (target) window.location.replace(target + window.location.search + window.location.hash);
  }, [siteData.lang]);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href="/">
          {t('takeMeHomeText')}
        </Link>
      </div>
    </main>
  );
}
