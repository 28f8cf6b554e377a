import { useFrontmatter, useI18n, useSite } from '@rspress/core/runtime';
import { useEffect, useMemo, useRef } from 'react';
import { SOCIAL_ICON_NAMES } from './a11yLabels';
import { applyAccessibleDom, type DomContext } from './accessibleDom';
import { handleWidgetKeydown, shieldSearchEnter } from './keyboardSupport';
import { OverlayFocus } from './overlayFocus';
import { ZOOM_EVENTS, ZoomCloser } from '../zoom/zoomCloser';

interface Feature {
  title?: string;
  link?: string;
}

function useDomContext(): DomContext {
  const { site } = useSite();
  const { frontmatter } = useFrontmatter();
  const t = useI18n();
  const search = t('searchPlaceholderText');
  const menu = t('menuTitle');
  const features = frontmatter.features as Feature[] | undefined;
  return useMemo(() => {
    const socialNames = new Map<string, string>();
    for (const link of site.themeConfig.socialLinks ?? []) {
      if (typeof link.icon === 'string') socialNames.set(link.content, SOCIAL_ICON_NAMES[link.icon] ?? link.icon);
    }
    const featureLinks = new Map<string, string>();
    for (const feature of Array.isArray(features) ? features : []) {
      if (feature?.title && feature.link) featureLinks.set(feature.title, feature.link);
    }
    return { siteTitle: site.title, search, menu, socialNames, featureLinks };
  }, [site, search, menu, features]);
}

/**
 * Keeps the rendered DOM accessible (theme/accessibleDom.ts) and adds the keyboard behaviour Rspress lacks.
 * React re-creates nav, sidebar, content and the portals on route changes, toggles and searches, so a
 * MutationObserver re-applies the attributes: it watches the app root and the modal container (where the search
 * dialog and the mobile menu render), since tabs, code blocks and heading anchors live in the content too,
 * and <html>'s class for the colour theme.
 */
export function useAccessibleDom(): void {
  const context = useDomContext();
  // The observer and listeners live as long as the layout; a new page's context only asks for another run.
  const contextRef = useRef(context);
  const scheduleRef = useRef(() => {});
  useEffect(() => {
    contextRef.current = context;
    scheduleRef.current();
  }, [context]);
  useEffect(() => {
    return observeDocument(contextRef, scheduleRef);
  }, []);
}

/** Applies the attributes now and whenever the DOM changes; returns what stops it. */
function observeDocument(
  contextRef: { current: DomContext },
  scheduleRef: { current: () => void },
): () => void {
  const overlay = new OverlayFocus();
  const zoom = new ZoomCloser();
  let pending = false;
  let frame = 0;
  let timer = 0;
  const run = () => {
    pending = false;
    applyAccessibleDom(document, contextRef.current);
    overlay.sync();
  };
  // Right after the next frame is on screen: what the visitor sees first (a keystroke, search hits) is not held
  // back by a pass over the whole document that changes no pixel.
  const schedule = () => {
    if (pending) return;
    pending = true;
    frame = requestAnimationFrame(() => {
      timer = window.setTimeout(run, 0);
    });
  };
  scheduleRef.current = schedule;
  const observer = new MutationObserver(schedule);
  const watched: MutationObserverInit = {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'style'],
  };
  for (const id of ['__rspress_root', '__rspress_modal_container']) {
    const el = document.getElementById(id);
    if (el) observer.observe(el, watched);
  }
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  const onKeydown = (event: KeyboardEvent) => {
    handleWidgetKeydown(event);
    overlay.onKeydown(event);
    zoom.onKeydown(event);
    shieldSearchEnter(event);
  };
  // One signal removes every listener below.
  const listeners = new AbortController();
  const { signal } = listeners;
  // On <body>, after React's root listener and before Rspress's document-level search listener.
  document.body.addEventListener('keydown', onKeydown, { signal });
  document.addEventListener('focusin', overlay.onFocusIn, { signal });
  // The search input's value and the viewport width change labels and which regions scroll.
  document.addEventListener('input', schedule, { signal });
  window.addEventListener('resize', schedule, { signal });
  window.addEventListener('resize', zoom.requestClose, { signal });
  for (const type of ZOOM_EVENTS) document.addEventListener(type, zoom.onZoomEvent, { capture: true, signal });
  run();
  return () => {
    scheduleRef.current = () => {};
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    observer.disconnect();
    listeners.abort();
  };
}
