// BEHAVIOUR.md, Content blocks: images in doc pages zoom on click, over the page background. Replaces Rspress's built-in zoom (config
// mediumZoom: false), which put medium-zoom in every page's first script: here it loads when the pointer first
// reaches an image, and a click that comes before it has loaded opens the zoom once it has.
import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import { ZOOM_EVENTS, ZoomCloser } from './zoomCloser';
import './zoom.css';

const SELECTOR = '.rspress-doc img';
const SETUP_DELAY_MS = 100; // BEHAVIOUR.md, Constants: the zoom's set-up after a navigation

export default function LazyZoom() {
  const { pathname } = useLocation();
  useEffect(() => {
    let zoom: Zoom | undefined;
    let loading: Promise<void> | undefined;
    let cancelled = false;
    const listeners = new AbortController();
    const { signal } = listeners;
    const attach = () =>
      (loading ??= import('medium-zoom').then(({ default: mediumZoom }) => {
        if (cancelled) return;
        zoom = mediumZoom(document.querySelectorAll<HTMLElement>(SELECTOR), { background: 'var(--rp-c-bg)' });
        const closer = new ZoomCloser();
        document.addEventListener('keydown', closer.onKeydown, { signal });
        window.addEventListener('resize', closer.requestClose, { signal });
        for (const type of ZOOM_EVENTS) document.addEventListener(type, closer.onZoomEvent, { capture: true, signal });
      }));
    const imageOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(SELECTOR) : null);
    const onPointerOver = (event: Event) => {
      if (imageOf(event)) attach().catch((error: unknown) => console.warn('The image zoom could not load:', error));
    };
    // Once attached, medium-zoom's own listener on the image opens it.
    const onClick = (event: Event) => {
      const image = imageOf(event);
      if (!image || zoom) return;
      attach().then(
        () => zoom?.open({ target: image }),
        (error: unknown) => console.warn('The image zoom could not load:', error),
      );
    };
    const timer = setTimeout(() => {
      document.addEventListener('pointerover', onPointerOver, { passive: true, signal });
      document.addEventListener('click', onClick, { signal });
    }, SETUP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      listeners.abort();
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);
  return null;
}
