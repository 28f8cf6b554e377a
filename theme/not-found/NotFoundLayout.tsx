// Replaces @rspress/core 2.0.22 dist/theme/layout/NotFountLayout/index.js. Delete when, in a later Rspress, its home link keeps its visible name and it offers a slot under the title (suggestions) and for old URLs.
// BEHAVIOUR.md, Routes, and BEHAVIOUR.md, For tools and agents: the not-found page for every unknown URL. Its
// texts are labels of i18n.overrides.ts.
import { useI18n } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { MAIN_CONTENT_ID } from '../a11y/SkipLink';
import type { EN_LABELS } from '../../i18n.overrides';
import type { Suggestion } from './pageSuggestions';
import './notFound.css';
// The built-in layout's styles load with its module, which this replacement never imports.
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';

/**
 * Replaces Rspress's NotFoundLayout: its home link's aria-label ("go to home") hid the visible text
 * 'Take me home' (takeMeHomeText) from assistive technology. Keeps the same classes, sends old URLs on (docs/redirects.json), and adds up to three
 * suggested pages once the search index has loaded (without JavaScript the page is the same as Rspress's).
 */
export function NotFoundLayout() {
  const t = useI18n<typeof EN_LABELS>();
  const suggestionsLabel = t('notFoundSuggestionsText');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    let current = true;
    // The redirect table and the search engine behind the suggestions load with the 404 page only, not with every
    // page's first script.
    Promise.all([import('./redirectOfPath'), import('./pageSuggestions')])
      .then(([{ redirectOfPath }, { suggestPages }]) => {
        const target = redirectOfPath(window.location.pathname);
        if (target) {
          window.location.replace(target + window.location.search + window.location.hash);
          return;
        }
        if (import.meta.env.DOCS_REMOTE_SEARCH_URL) return;
        return suggestPages(window.location.pathname).then((found) => current && setSuggestions(found));
      })
      .catch((error: unknown) => console.error('No page suggestions: the search index could not be used.', error));
    return () => {
      current = false;
    };
  }, []);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      {suggestions.length > 0 ? (
        <nav className="ext-not-found__suggestions" aria-label={suggestionsLabel}>
          <p>{suggestionsLabel}:</p>
          <ul>
            {suggestions.map(({ title, link }) => (
              <li key={link}>
                <Link href={link}>{title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href="/">
          {t('takeMeHomeText')}
        </Link>
      </div>
    </main>
  );
}
