// BEHAVIOUR.md, Loading: a failing network gets a graceful result: a page whose code cannot load is loaded in full.
import { normalizeHrefInRuntime, pathnameToRouteService, removeBase, withBase } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { forEachRoute, loadAllRoutes } from 'virtual-routes';

/**
 * When the code of the next page cannot be loaded during a client navigation (a deploy replaced the chunk, the
 * network dropped), Rspress leaves the visitor on the old page with the progress bar running, or, on back/forward,
 * with a blank screen. This loads the target URL in full instead, so the server's static HTML takes over.
 *
 * Rspress does not tell which page a navigation is heading to, so this watches two things: what the visitor did
 * (a link click, another click or Enter, back/forward) and which route's code failed (each route's preload is
 * wrapped). A hover preload that fails on its own changes nothing: only a navigation the visitor asked for does.
 */

type Route = NonNullable<ReturnType<typeof pathnameToRouteService>>;

interface Intent {
  /** The URL of a clicked link, or of the entry back/forward moved to; null for a click or key without a link. */
  url: string | null;
  at: number;
}

interface Failure {
  route: Route;
  at: number;
}

// A failure this long after a link click still belongs to it: the browser may wait a long time for a chunk.
const LINK_INTENT_MS = 120_000;
// A click or key press without a link (a feature card, Enter in search) names no URL, so only a failure that
// follows it at once is taken as its navigation.
const OTHER_INTENT_MS = 2_000;

let intent: Intent | null = null;
let failure: Failure | null = null;
let recovering = false;
const wrappedRoutes = new WeakSet<Route>();

/** Rspack rejects a failed script or CSS chunk with an Error named 'ChunkLoadError'. */
export function isChunkLoadError(value: unknown): boolean {
  return (
    value instanceof Error && (value.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(value.message))
  );
}

function routeOf(url: string): Route | undefined {
  try {
    const { origin, pathname } = new URL(url, window.location.href);
    return origin === window.location.origin ? pathnameToRouteService(removeBase(pathname)) : undefined;
  } catch {
    return undefined;
  }
}

/** The URL to load in full for the failure just reported, or null when no navigation of the visitor failed. */
function recoveryTarget(now: number): string | null {
  if (!intent || !failure) return null;
  if (intent.url !== null) {
    const sameRoute = routeOf(intent.url) === failure.route;
    return sameRoute && now - intent.at <= LINK_INTENT_MS ? intent.url : null;
  }
  const followsIntent = failure.at >= intent.at && failure.at - intent.at <= OTHER_INTENT_MS;
  return followsIntent ? withBase(normalizeHrefInRuntime(failure.route.path)) : null;
}

function recover(reason: unknown): void {
  if (recovering || !isChunkLoadError(reason)) return;
  const target = recoveryTarget(Date.now());
  if (!target) return;
  recovering = true;
  console.warn(`Could not load the code of ${target}; loading the page in full.`, reason);
  window.location.assign(target);
}

function linkIntent(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return url.href;
}

function onClick(event: MouseEvent): void {
  intent = { url: linkIntent(event), at: Date.now() };
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Enter') intent = { url: null, at: Date.now() };
}

function onPopState(): void {
  const url = window.location.href;
  intent = { url, at: Date.now() };
  // Back/forward before the table of every route has loaded (builder/plugins/compactRoutes.ts): the page needs it, and
  // when it cannot load, the page is loaded in full as when its own code fails.
  void loadAllRoutes().then((loaded) => {
    if (loaded || recovering || window.location.href !== url) return;
    recovering = true;
    console.warn(`Could not load the table of the site's pages; loading ${url} in full.`);
    window.location.assign(url);
  });
}

function onError(event: ErrorEvent): void {
  recover(event.error);
}

function onRejection(event: PromiseRejectionEvent): void {
  recover(event.reason);
}

/** Records which route's code failed; the route object is Rspress's own, shared with its navigation. */
function watchPreload(route: Route): void {
  if (wrappedRoutes.has(route)) return;
  wrappedRoutes.add(route);
  const preload = route.preload;
  route.preload = () =>
    preload().catch((error: unknown) => {
      if (isChunkLoadError(error)) failure = { route, at: Date.now() };
      throw error;
    });
}

let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  // Capture phase: the click is seen before a React handler starts the navigation.
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('popstate', onPopState);
  // React reports a failed transition or render through window 'error'; a bare rejected promise arrives here.
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}

export function ChunkLoadRecovery() {
  useEffect(() => {
    // Rspress's own route objects, the ones its navigation preloads, and those the table adds when it loads the
    // other pages' routes (builder/plugins/compactRoutes.ts). Looking each page up by path instead
    // (pathnameToRouteService) compares it with every route: 58 ms of the hydration task on the slow phone.
    forEachRoute(watchPreload);
    // Never removed: a render error unmounts this component before React reports the error.
    listen();
  }, []);
  return null;
}
