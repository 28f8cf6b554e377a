import { lazy, Suspense, useEffect, useState } from 'react';
import type { SearchPanelProps } from '@rspress/core/theme-original';

// Replaces the theme's SearchPanel export with an on-demand copy: the panel, FlexSearch and the search index
// (about a fifth of the JavaScript a first visit used to download) load when the visitor first shows an intent
// to search, not on every page load. Rspress's Search component takes SearchPanel from '@rspress/core/theme',
// which resolves to this theme, so only this export changes.
const OriginalSearchPanel = lazy(() =>
  import('@rspress/core/dist/theme/components/Search/SearchPanel.js').then((module) => ({
    default: module.SearchPanel,
  })),
);

/** Ctrl+K / Meta+K, the same test the original panel applies once it is loaded. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.code === 'KeyK' && (event.ctrlKey || event.metaKey);
}

export function SearchPanel({ focused, setFocused }: SearchPanelProps) {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (focused) setWanted(true);
  }, [focused]);

  useEffect(() => {
    if (wanted) return;
    // Until the panel is loaded, its keyboard shortcut and a pointer or focus on the search button load it early.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setWanted(true);
      setFocused(true);
    };
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.rp-search-button, .rp-search-button--mobile')) {
        setWanted(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [wanted, setFocused]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OriginalSearchPanel focused={focused} setFocused={setFocused} />
    </Suspense>
  );
}
