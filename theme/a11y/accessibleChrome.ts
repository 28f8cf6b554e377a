// Roles, names and states for Rspress's nav, search dialog and doc layout (see accessibleDom.ts for why).
import { A11Y_LABELS } from './a11yLabels';
import type { DomContext } from './accessibleDom';
import { asButton, each, ensureId, set, unset } from './domAttributes';

export function labelNav(root: ParentNode, labels: DomContext): void {
  each(root, '.rp-nav__title__link', (link) => {
    const hasText = [...link.querySelectorAll('span')].some((span) => span.textContent?.trim());
    // The logo sits next to the site name, so it is decorative; alone, it is the link's name.
    link.querySelectorAll('img').forEach((img) => set(img, 'alt', hasText ? '' : labels.siteTitle));
  });
  each(root, '.rp-search-button', (button) => {
    set(button, 'aria-haspopup', 'dialog');
    set(button, 'aria-keyshortcuts', 'Control+K Meta+K');
    button.querySelectorAll('.rp-search-button__hotkey').forEach((hint) => set(hint, 'aria-hidden', 'true'));
  });
  each(root, '.rp-search-button--mobile', (button) => {
    asButton(button, labels.search);
    set(button, 'aria-haspopup', 'dialog');
  });
  const isDark = document.documentElement.classList.contains('dark');
  each(root, '.rp-switch-appearance', (toggle) => {
    asButton(toggle, A11Y_LABELS.darkTheme);
    set(toggle, 'aria-pressed', String(isDark));
  });
  each(root, '.rp-social-links a.rp-social-links__item', (link) => {
    const href = link.getAttribute('href') ?? '';
    let name = labels.socialNames.get(href);
    if (!name) {
      try {
        name = new URL(href, location.href).hostname.replace(/^www\./, '');
      } catch {
        name = href;
      }
    }
    set(link, 'aria-label', link.getAttribute('target') === '_blank' ? `${name} (${A11Y_LABELS.newTab})` : name);
  });
  const screen = root.querySelector('.rp-nav-screen');
  if (screen) {
    // Not aria-modal: the menu button outside it stays in the Tab cycle (overlayFocus.ts) to close it.
    set(screen, 'role', 'dialog');
    set(screen, 'aria-label', labels.menu);
  }
  each(root, '.rp-nav-hamburger__sm', (button) => {
    set(button, 'aria-label', labels.menu);
    set(button, 'aria-expanded', String(button.classList.contains('rp-nav-hamburger--active')));
    if (screen) set(button, 'aria-controls', ensureId(screen, 'ext-nav-screen'));
    else unset(button, 'aria-controls');
  });
  each(root, '.rp-nav-hamburger__md', (button) => {
    set(button, 'aria-label', A11Y_LABELS.navMore);
    const group = button.querySelector('.rp-hover-group');
    set(button, 'aria-expanded', String(Boolean(group && !group.classList.contains('rp-hover-group--hidden'))));
  });
}

export function labelSearchDialog(root: ParentNode, labels: DomContext): void {
  each(root, '.rp-search-panel__modal', (modal) => {
    set(modal, 'role', 'dialog');
    set(modal, 'aria-modal', 'true');
    set(modal, 'aria-label', labels.search);
    const input = modal.querySelector<HTMLInputElement>('.rp-search-panel__input');
    if (input) set(input, 'aria-label', input.placeholder || labels.search);
    // Rspress's close icon clears the query when there is one and closes the dialog otherwise.
    each(modal, '.rp-search-panel__close', (close) =>
      asButton(close, input?.value ? A11Y_LABELS.clearSearch : A11Y_LABELS.closeSearch),
    );
    // The narrow-screen "Cancel" is an <h2 onClick>, which cannot take a button role; Escape and the close
    // button do the same for keyboards and screen readers, so it is hidden from them.
    each(modal, '.rp-search-panel__cancel', (cancel) => set(cancel, 'aria-hidden', 'true'));
  });
}

export function labelDocLayout(root: ParentNode): void {
  const sidebar = root.querySelector('aside.rp-doc-layout__sidebar');
  const outline = root.querySelector('aside.rp-doc-layout__outline');
  if (sidebar) set(sidebar, 'aria-label', A11Y_LABELS.sidebar);
  if (outline) set(outline, 'aria-label', A11Y_LABELS.outline);
  each(root, '.rp-sidebar-menu__left', (button) => {
    if (!sidebar || button.tagName !== 'BUTTON') return;
    set(button, 'aria-expanded', String(sidebar.classList.contains('rp-doc-layout__sidebar--open')));
    set(button, 'aria-controls', ensureId(sidebar, 'ext-sidebar'));
  });
  each(root, '.rp-sidebar-menu__right', (button) => {
    if (!outline || button.tagName !== 'BUTTON') return;
    set(button, 'aria-expanded', String(outline.classList.contains('rp-doc-layout__outline--open')));
    set(button, 'aria-controls', ensureId(outline, 'ext-outline'));
  });
  each(root, '.rp-sidebar-group', (header) => {
    const items = header.nextElementSibling as HTMLElement | null;
    if (!items) return;
    // A group without a link of its own is a <div onClick>; one with a link stays a link.
    if (header.tagName !== 'A') asButton(header);
    set(header, 'aria-expanded', String(items.style.gridTemplateRows !== '0fr'));
    set(header, 'aria-controls', ensureId(items, 'ext-sidebar-group'));
  });
}
