import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { type HiddenParts, hiddenPartsFromQuery, sameHiddenParts, UI_SWITCHES } from './uiSwitches';
import './switches.css';

/**
 * The parts the URL hides. Static HTML knows no query string, so the first render shows every part (the inline
 * script's classes on <html> hide them until then) and the switch applies after hydration; reading the query
 * during render would make React's hydration fail. The classes follow the query on client navigations.
 */
export function useHiddenParts(): HiddenParts {
  const { search } = useLocation();
  const [hidden, setHidden] = useState<HiddenParts>({});
  useEffect(() => {
    const next = hiddenPartsFromQuery(search);
    for (const part of UI_SWITCHES) document.documentElement.classList.toggle(`ext-hide-${part}`, next[part] === false);
    // The same parts keep the same object: a new one would re-render the whole layout for nothing.
    setHidden((current) => (sameHiddenParts(current, next) ? current : next));
  }, [search]);
  return hidden;
}
