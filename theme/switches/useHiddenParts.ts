import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { type HiddenParts, hiddenPartsFromQuery, sameHiddenParts } from './uiSwitches';

/**
 * The parts the URL hides. Static HTML knows no query string, so the first render shows every part and the
 * switch applies after hydration; reading the query during render would make React's hydration fail.
 */
export function useHiddenParts(): HiddenParts {
  const { search } = useLocation();
  const [hidden, setHidden] = useState<HiddenParts>({});
  useEffect(() => {
    // The same parts keep the same object: a new one would re-render the whole layout for nothing.
    const next = hiddenPartsFromQuery(search);
    setHidden((current) => (sameHiddenParts(current, next) ? current : next));
  }, [search]);
  return hidden;
}
