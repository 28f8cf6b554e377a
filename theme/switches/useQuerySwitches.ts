// BEHAVIOUR.md, Query switches: ?navbar=0, ?sidebar=0, ?outline=0 and ?footer=0 hide their part.
import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { HIDDEN_PART_CLASS_PREFIX, hiddenPartsFromQuery, UI_SWITCHES } from './uiSwitches';
import './switches.css';

/**
 * A class on <html> per hidden part does it (switches.css): the inline script of theme/loading/earlyInputScript.ts sets the classes before the first paint,
 * and this keeps them in step with the query on client navigations. The parts stay rendered, so the page
 * hydrates as built and nothing moves once it does.
 */
export function useQuerySwitches(): void {
  const { search } = useLocation();
  useEffect(() => {
    const hidden = hiddenPartsFromQuery(search);
    for (const part of UI_SWITCHES) document.documentElement.classList.toggle(`${HIDDEN_PART_CLASS_PREFIX}${part}`, hidden[part] === false);
  }, [search]);
}
