// BEHAVIOUR.md, Loading: "ready" means every control works, the page content included.
import { createElement, type ReactNode, useEffect } from 'react';
import { forEachRoute } from 'virtual-routes';

// Rspress internals, in this one place: its Content renders each route's element inside a Suspense boundary, and
// React hydrates a boundary after the shell, so the shell's effects run while the page content still ignores
// clicks. Each route element is wrapped in a component without DOM of its own whose effect says the content is
// hydrated. tests/unit/content-hydration.test.ts fails if an upgrade changes how Content finds the element.

let hydrated = false;
const waiting: Array<() => void> = [];

function ContentHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydrated = true;
    for (const callback of waiting.splice(0)) callback();
  }, []);
  return children;
}

// Every route, those the table adds after a first navigation too (builder/plugins/compactRoutes.ts).
forEachRoute((route) => {
  route.element = createElement(ContentHydrated, null, route.element);
});

/** Runs `callback` once the route content has hydrated (at once if it has). */
export function whenContentHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}

/** Whether the server rendered a Suspense boundary (React's <!--$--> comment) under `root`. */
export function hasSuspenseBoundary(root: Node): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node as Comment).data === '$') return true;
  return false;
}
