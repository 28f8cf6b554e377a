// Replaces @rspress/core 2.0.22 dist/theme/layout/NotFountLayout/index.js, through ./NotFoundLayout.tsx, which it loads. Delete when ./NotFoundLayout.tsx goes.
// BEHAVIOUR.md ("404 page"): the not-found layout (./NotFoundLayout.tsx) loads with the 404 page only, not in every
// page's first script. Its styles stay in the site's stylesheet, so the page is styled from the first paint and
// without JavaScript; the build renders it in full (Rspress's prerender waits for every Suspense boundary).
import { lazy, Suspense } from 'react';
import './notFound.css';
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';

const Loaded = lazy(() => import('./NotFoundLayout').then((module) => ({ default: module.NotFoundLayout })));

export function NotFoundLayout() {
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  );
}
