// React 19 writes the image preload hints it collects while rendering a page at the start of the app root.
// The browser runtime (preact/compat, see rspress.config.ts) expects the root to hold only what the app renders,
// so hydration moved every page element in front of those links: the whole page was detached and inserted
// again, repainted and re-measured. In <head> the hints keep their purpose and hydration moves nothing.
if (typeof document !== 'undefined') {
  for (const link of document.querySelectorAll('#__rspress_root > link')) document.head.append(link);
}
