// The floors' only running script: React and React DOM, evaluated, hydrating one empty root that is not in the page,
// then the site's ready signal as theme/loading/ClientEffects.tsx gives it (a task after the effects), which
// bench/slow-phone.mjs waits for.
import { createElement, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

function ReadySignal() {
  useEffect(() => {
    setTimeout(() => {
      document.documentElement.dataset.hydrated = 'true';
      performance.mark('ext:ready');
    }, 0);
  }, []);
  return null;
}

hydrateRoot(document.createElement('div'), createElement(ReadySignal));
