import { A11Y_LABELS } from './a11yLabels';

/*
 * Rspress v2 renders several controls without the role, name or state that assistive technology needs
 * (divs with onClick, icon-only links, "mobile hamburger" labels) and offers no prop to change them.
 * Replacing each component would mean copying it; instead these functions add the missing attributes to
 * the rendered DOM. Each is idempotent and only writes an attribute whose value differs, so it can run after
 * every render without feeding the MutationObserver that triggers it (which watches class and style only).
 */

export const MAIN_CONTENT_ID = 'main-content';

export interface DomLabels {
  siteTitle: string;
  search: string;
  menu: string;
  /** Social link URL → site name, from the site's socialLinks config. */
  socialNames: ReadonlyMap<string, string>;
}

let generatedIds = 0;
function ensureId(el: Element, prefix: string): string {
  if (!el.id) el.id = `${prefix}-${++generatedIds}`;
  return el.id;
}

function set(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

function unset(el: Element, name: string): void {
  if (el.hasAttribute(name)) el.removeAttribute(name);
}

function each(root: ParentNode, selector: string, apply: (el: HTMLElement) => void): void {
  root.querySelectorAll<HTMLElement>(selector).forEach(apply);
}

/** A non-native element that acts on click becomes a focusable button; keyboardSupport.ts handles its keys. */
function asButton(el: Element, label?: string): void {
  set(el, 'role', 'button');
  set(el, 'tabindex', '0');
  if (label) set(el, 'aria-label', label);
}

function labelNav(root: ParentNode, labels: DomLabels): void {
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
    set(link, 'aria-label', link.target === '_blank' ? `${name} (${A11Y_LABELS.newTab})` : name);
  });
  const screen = root.querySelector('.rp-nav-screen');
  if (screen) set(screen, 'aria-label', labels.menu);
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

function labelSearchDialog(root: ParentNode, labels: DomLabels): void {
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
    each(modal, '.rp-search-panel__cancel', (cancel) => asButton(cancel));
  });
}

function labelDocLayout(root: ParentNode): void {
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

function labelContent(root: ParentNode): void {
  // Rspress hides the "#" anchors from assistive technology but leaves them in the tab order; the outline
  // offers the same links to keyboard users.
  each(root, 'a.rp-header-anchor', (anchor) => {
    set(anchor, 'aria-hidden', 'true');
    set(anchor, 'tabindex', '-1');
  });
  // Code and tables that scroll sideways must be reachable by keyboard to be scrolled.
  each(root, '.rp-codeblock__content__scroll-container, .rp-table-scroll-container', (box) => {
    const scrolls = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
    if (scrolls) set(box, 'tabindex', '0');
    else unset(box, 'tabindex');
  });
  each(root, '.rp-tabs', (tabs) => {
    const list = tabs.querySelector(':scope > .rp-tabs__label');
    if (!list) return;
    set(list, 'role', 'tablist');
    const panels = tabs.querySelectorAll<HTMLElement>(':scope > .rp-tabs__content > .rp-tabs__content__item');
    list.querySelectorAll<HTMLElement>(':scope > .rp-tabs__label__item').forEach((tab) => {
      const selected = tab.classList.contains('rp-tabs__label__item--selected');
      set(tab, 'role', 'tab');
      set(tab, 'aria-selected', String(selected));
      set(tab, 'tabindex', selected ? '0' : '-1');
      const panel = [...panels].find((p) => p.dataset.index === tab.dataset.index);
      if (panel) {
        set(tab, 'aria-controls', ensureId(panel, 'ext-tabpanel'));
        set(panel, 'role', 'tabpanel');
        set(panel, 'aria-labelledby', ensureId(tab, 'ext-tab'));
      } else {
        unset(tab, 'aria-controls');
      }
    });
  });
  // Rspress's feature cards navigate on click but are <article>s: make them keyboard links named by their title.
  each(root, '.rp-home-feature__card--clickable', (card) => {
    set(card, 'role', 'link');
    set(card, 'tabindex', '0');
    const title = card.querySelector('.rp-home-feature__title')?.textContent?.trim();
    if (title) set(card, 'aria-label', title);
  });
}

/** Home and 404 have no <main>: the hero and the 404 message become the main landmark. */
function markMainContent(root: ParentNode): void {
  each(root, '.rp-not-found, .rp-home-hero', (el) => set(el, 'role', 'main'));
  each(root, '.rp-home-feature', (el) => {
    set(el, 'role', 'region');
    set(el, 'aria-label', A11Y_LABELS.features);
  });
  const main = root.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) return;
  const previous = document.getElementById(MAIN_CONTENT_ID);
  if (previous && previous !== main) previous.removeAttribute('id');
  set(main, 'id', MAIN_CONTENT_ID);
  // The skip link moves focus here; -1 keeps it out of the tab order.
  set(main, 'tabindex', '-1');
}

export function applyAccessibleDom(root: ParentNode, labels: DomLabels): void {
  labelNav(root, labels);
  labelSearchDialog(root, labels);
  labelDocLayout(root);
  labelContent(root);
  markMainContent(root);
}
