// BEHAVIOUR.md: the query switches ?navbar=0, ?sidebar=0, ?outline=0 and ?footer=0 hide their part.
import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { hiddenPartsFromQuery, UI_SWITCHES } from './uiSwitches';
import './switches.css';

/**
 * BEHAVIOUR.md: ?navbar=0, ?sidebar=0, ?outline=0 and ?footer=0 hide their part. A class on <html> per hidden part does
 * it (switches.css): the inline script of loading/earlyInputScript.ts sets the classes before the first paint,
 * and this keeps them in step with the query on client navigations. The parts stay rendered, so the page
 * hydrates as built and nothing moves once it does.
 */
export function useQuerySwitches(): void {
  const { search } = useLocation();
  useEffect(() => {
    const hidden = hiddenPartsFromQuery(search);
    for (const part of UI_SWITCHES) document.documentElement.classList.toggle(`ext-hide-${part}`, hidden[part] === false);
  }, [search]);
}
