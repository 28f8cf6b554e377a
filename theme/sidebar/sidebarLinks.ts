// BEHAVIOUR.md, Docs sidebar: what the sidebar's links and groups do once the app runs, for the whole sidebar at once
// (its HTML is kept as built, not hydrated: Sidebar.tsx). A click on a link of the site navigates on the client as
// Rspress's Link does (modified clicks and external links are left to the browser); a pointer over, a touch on or
// the focus on a link preloads its page; after each navigation the current page's link carries the active class
// and aria-current="page", its groups open and it is kept in view (on the next frame, when the browser lays the
// page out anyway: theme/doc-layout/revealInScroller.ts).
import { cleanUrlByConfig, isActive, isExternalUrl, preloadLink, removeBase, useLocation } from '@rspress/core/runtime';
import { useLinkNavigate } from '@rspress/core/theme';
import { type RefObject, useEffect, useRef, useTransition } from 'react';
import { revealInScroller } from '../doc-layout/revealInScroller';
import { saveGroupState } from './groupState';
import { ACTIVE_CLASS, PENDING_CLASS } from './SidebarLink';

const SCROLLER = '.rp-doc-layout__sidebar';

/** The site link under an event's target inside `root`, or null (external links, other targets). */
function siteLinkOf(root: HTMLElement, target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || !root.contains(link)) return null;
  const href = link.getAttribute('href') ?? '';
  return isExternalUrl(href) || href.startsWith('#') ? null : link;
}

const routeOf = (link: HTMLAnchorElement) => removeBase(cleanUrlByConfig(link.pathname));

/** Marks the link of `pathname` as the current page (and no other), opens its groups; returns it. */
export function markCurrentLink(root: HTMLElement, pathname: string): HTMLAnchorElement | undefined {
  let current: HTMLAnchorElement | undefined;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    const active = !isExternalUrl(href) && isActive(routeOf(link), pathname);
    link.classList.toggle(ACTIVE_CLASS, active);
    link.classList.remove(PENDING_CLASS);
    if (active) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
    if (active && !current) current = link;
  }
  for (let group = current?.closest('details'); group && root.contains(group); group = group.parentElement?.closest('details')) {
    group.open = true;
  }
  return current;
}

interface Options {
  /** Whether this sidebar saves the groups' toggles itself (the built HTML's own script does it for the kept one). */
  savesToggles: boolean;
  onMount: () => void;
}

export function useSidebarLinks(ref: RefObject<HTMLElement | null>, { savesToggles, onMount }: Options): void {
  const { pathname } = useLocation();
  // As Rspress's Link: the navigation runs in this component's own transition.
  const [, startTransition] = useTransition();
  const navigate = useLinkNavigate({ startTransition });
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    onMount();
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const link = siteLinkOf(root, event.target);
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.target && link.target !== '_self') return;
      event.preventDefault();
      link.classList.add(PENDING_CLASS);
      void navigateRef.current(removeBase(link.getAttribute('href') ?? '/'));
    };
    const onIntent = (event: Event) => {
      const link = siteLinkOf(root, event.target);
      if (link) void preloadLink(routeOf(link));
    };
    const onToggle = (event: Event) => {
      if (event.target instanceof HTMLDetailsElement) saveGroupState(event.target);
    };
    root.addEventListener('click', onClick);
    root.addEventListener('pointerover', onIntent, { passive: true });
    root.addEventListener('touchstart', onIntent, { passive: true });
    root.addEventListener('focusin', onIntent);
    if (savesToggles) root.addEventListener('toggle', onToggle, true);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('pointerover', onIntent);
      root.removeEventListener('touchstart', onIntent);
      root.removeEventListener('focusin', onIntent);
      root.removeEventListener('toggle', onToggle, true);
    };
    // Set up once per sidebar element; the navigate function is read through its ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);

  // The first time, the markup was drawn for this very page (by the build, or by React for this section), mark
  // included: only the later navigations need the walk over every link (12-20 ms at 4x CPU with 336 links).
  const drawnForThisPage = useRef(true);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const current = drawnForThisPage.current
      ? (root.querySelector<HTMLAnchorElement>('a[aria-current="page"]') ?? undefined)
      : markCurrentLink(root, decodeURIComponent(pathname));
    drawnForThisPage.current = false;
    if (!current) return;
    const frame = requestAnimationFrame(() => {
      const scroller = current.closest<HTMLElement>(SCROLLER);
      if (scroller) revealInScroller(current, scroller);
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, pathname]);
}
