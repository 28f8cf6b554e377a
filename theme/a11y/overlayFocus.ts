import { cycleFocus, isShown, tabStops } from './focusable';

/*
 * Rspress's search dialog and mobile menu are portals at the end of <body>: focus neither stays inside them
 * nor comes back when they close (it falls to <body>). This keeps Tab inside the open overlay and returns
 * focus to the control that opened it. The narrow-screen sidebar drawer gets focus when it opens and gives it
 * back to its button when it closes. Rspress gives no hook for any of them, so this follows the DOM.
 */

const SEARCH_DIALOG = '.rp-search-panel__modal';
const SEARCH_BUTTONS = '.rp-search-button, .rp-search-button--mobile';
const NAV_SCREEN = '.rp-nav-screen';
const NAV_TOGGLE = '.rp-nav-hamburger__sm';
const SIDEBAR = '.rp-doc-layout__sidebar';
const SIDEBAR_OPEN = 'rp-doc-layout__sidebar--open';
const SIDEBAR_TOGGLE = '.rp-sidebar-menu__left';

function firstShown(selector: string): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>(selector)].find(isShown) ?? null;
}

function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

export class OverlayFocus {
  private lastFocusOutside: HTMLElement | null = null;
  private searchOpener: HTMLElement | null = null;
  private searchOpen = false;
  private navOpen = false;
  private sidebarOpen = false;

  /** Remembers where focus was before an overlay opened: opening one moves focus into it. */
  onFocusIn = (event: FocusEvent): void => {
    const target = event.target;
    if (target instanceof HTMLElement && !target.closest(`${SEARCH_DIALOG}, ${NAV_SCREEN}`)) {
      this.lastFocusOutside = target;
    }
  };

  onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.navOpen) {
      firstShown(NAV_TOGGLE)?.click();
      return;
    }
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const stops = this.trapStops();
    if (!stops) return;
    event.preventDefault();
    cycleFocus(stops, event.shiftKey);
  };

  /** Called after each DOM change: notices overlays opening and closing. */
  sync(): void {
    this.syncSearch();
    this.syncNavScreen();
    this.syncSidebar();
  }

  private syncSearch(): void {
    const dialog = document.querySelector<HTMLElement>(SEARCH_DIALOG);
    if (dialog && !this.searchOpen) {
      const opener = this.lastFocusOutside;
      this.searchOpener = opener?.isConnected && isShown(opener) ? opener : firstShown(SEARCH_BUTTONS);
      if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>('input')?.focus();
    } else if (!dialog && this.searchOpen) {
      const opener = this.searchOpener;
      if (focusIsLost()) (opener?.isConnected && isShown(opener) ? opener : firstShown(SEARCH_BUTTONS))?.focus();
      this.searchOpener = null;
    }
    this.searchOpen = Boolean(dialog);
  }

  private syncNavScreen(): void {
    const screen = document.querySelector<HTMLElement>(NAV_SCREEN);
    if (screen && !this.navOpen) {
      tabStops(screen)[0]?.focus();
    } else if (!screen && this.navOpen) {
      const toggle = firstShown(NAV_TOGGLE);
      if (toggle && (focusIsLost() || document.activeElement === toggle)) toggle.focus();
    }
    this.navOpen = Boolean(screen);
  }

  private syncSidebar(): void {
    const sidebar = document.querySelector<HTMLElement>(SIDEBAR);
    const open = Boolean(sidebar?.classList.contains(SIDEBAR_OPEN));
    if (sidebar && open && !this.sidebarOpen) {
      const stops = tabStops(sidebar);
      (stops.find((el) => el.classList.contains('rp-sidebar-item--active')) ?? stops[0])?.focus();
    } else if (!open && this.sidebarOpen && (focusIsLost() || sidebar?.contains(document.activeElement))) {
      firstShown(SIDEBAR_TOGGLE)?.focus();
    }
    this.sidebarOpen = open;
  }

  /** The stops Tab cycles through while an overlay is open; null when none is. */
  private trapStops(): HTMLElement[] | null {
    const dialog = document.querySelector<HTMLElement>(SEARCH_DIALOG);
    if (dialog) return tabStops(dialog);
    const screen = document.querySelector<HTMLElement>(NAV_SCREEN);
    if (!screen) return null;
    // The menu button stays in the cycle: it is the visible way to close the menu.
    const toggle = firstShown(NAV_TOGGLE);
    return [...(toggle ? [toggle] : []), ...tabStops(screen)];
  }
}
