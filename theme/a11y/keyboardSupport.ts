// Escape for the mobile drawers, and Enter kept from Rspress's closed search panel.

/** Fires the click handler Rspress attached. */
function activate(el: Element): void {
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

/** Escape closes the open sidebar or outline drawer (narrow screens) and returns focus to its button. */
function closeDrawer(): boolean {
  const toggle = (selector: string) => document.querySelector<HTMLElement>(selector);
  if (document.querySelector('.rp-doc-layout__sidebar--open')) {
    // The sidebar's own button only opens it; the mask behind it closes it.
    const mask = document.querySelector('.rp-sidebar-menu__mask');
    if (mask) activate(mask);
    toggle('.rp-sidebar-menu__left')?.focus();
    return true;
  }
  if (document.querySelector('.rp-doc-layout__outline--open')) {
    const button = toggle('.rp-sidebar-menu__right');
    if (button) activate(button);
    button?.focus();
    return true;
  }
  return false;
}

export function handleEscape(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === 'Escape') {
    // The search dialog handles its own Escape.
    if (!document.querySelector('.rp-search-panel__modal') && closeDrawer()) event.preventDefault();
  }
}

/**
 * Rspress's search panel listens for Enter on the whole document, even while it is closed: it then opens the
 * first result of an old search, or throws ("reading 'link'") when there is none. Enter only belongs to the
 * panel in its own input, so this stops every other Enter at <body>, after the page's own handlers have run.
 */
export function shieldSearchEnter(event: KeyboardEvent): void {
  if (event.key !== 'Enter') return;
  const target = event.target;
  const inSearchInput = target instanceof Element && target.matches('.rp-search-panel__input');
  if (!inSearchInput) event.stopPropagation();
}
