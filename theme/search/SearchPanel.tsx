// Replaces @rspress/core 2.0.22 dist/theme/components/Search/SearchPanel.js. Delete when, in a later Rspress, its panel is a named modal dialog loaded on demand (SearchDialog.tsx goes with it).
// BEHAVIOUR.md, Search: the search dialog, loaded on the first intent to search rather than with every page.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SearchPanelProps } from '@rspress/core/theme-original';
import { indexSearcher } from './indexSearcher';
import { SEARCH_BUTTONS } from './searchButtons';
import { startTypeAhead } from './typeAhead';

// Replaces the theme's SearchPanel export with a shell that loads the dialog (theme/search/SearchDialog.tsx),
// Rspress's search logic and the index when the visitor first shows an intent to search, not on every page load.
// Rspress's Search component takes SearchPanel from '@rspress/core/theme', which resolves to this theme.
const SearchDialog = lazy(() => import('./SearchDialog'));

/** Ctrl+K / Meta+K. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.code === 'KeyK' && (event.ctrlKey || event.metaKey);
}

export function SearchPanel({ focused, setFocused }: SearchPanelProps) {
  const [wanted, setWanted] = useState(false);
  if (focused && !wanted) setWanted(true);

  // The index downloads and the search worker loads from the moment of intent, beside the dialog's code (local
  // search only). Both start here, in the first script: started from the dialog's chunk, they began a round trip
  // later, and the worker's start-up was then the longest wait before the first hits (bench/RESULTS.md).
  useEffect(() => {
    if (wanted && !import.meta.env.DOCS_REMOTE_SEARCH_URL) indexSearcher();
  }, [wanted]);

  // The shortcut toggles the dialog, loaded or not.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      // Before React renders: the requests leave with the key, not a render later.
      if (!import.meta.env.DOCS_REMOTE_SEARCH_URL) indexSearcher();
      if (!focused) startTypeAhead();
      setFocused(!focused);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [focused, setFocused]);

  // A click on a search button: what is typed next waits for the dialog's box (typeAhead.ts). In the capture phase,
  // before the button's own handler opens the dialog.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!focused && event.target instanceof Element && event.target.closest(SEARCH_BUTTONS)) startTypeAhead();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [focused]);

  // A pointer or focus on a search button starts the download before the click.
  useEffect(() => {
    if (wanted) return;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(SEARCH_BUTTONS)) {
        setWanted(true);
      }
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog focused={focused} setFocused={setFocused} />
    </Suspense>
  );
}
