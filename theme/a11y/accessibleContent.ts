// Keyboard reach, names and landmarks for page content: anchors, scrolling code and tables, tabs, home
// feature cards, and the main landmark (see accessibleDom.ts for why).
import { A11Y_LABELS } from './a11yLabels';
import { each, ensureId, set, unset } from './domAttributes';

export const MAIN_CONTENT_ID = 'main-content';

export function labelContent(root: ParentNode): void {
  // Rspress hides the "#" anchors from assistive technology but leaves them in the tab order; the outline
  // offers the same links to keyboard users.
  each(root, 'a.rp-header-anchor', (anchor) => {
    set(anchor, 'aria-hidden', 'true');
    set(anchor, 'tabindex', '-1');
  });
  // Code and tables that scroll sideways must be reachable by keyboard to be scrolled, and a focusable box
  // needs a name. Shiki makes every <pre> a nameless tab stop, scrolling or not; the box that scrolls
  // replaces it.
  // All sizes are read before any attribute is written: interleaving them forced a layout per box.
  const boxes = [...root.querySelectorAll<HTMLElement>('.rp-codeblock__content__scroll-container, .rp-table-scroll-container')];
  const scrolling = boxes.map((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
  boxes.forEach((box, index) => {
    box.querySelectorAll(':scope > pre[tabindex]').forEach((pre) => unset(pre, 'tabindex'));
    if (scrolling[index]) {
      set(box, 'tabindex', '0');
      set(box, 'role', 'group');
      const isTable = box.classList.contains('rp-table-scroll-container');
      set(box, 'aria-label', isTable ? A11Y_LABELS.scrollableTable : A11Y_LABELS.scrollableCode);
    } else {
      for (const name of ['tabindex', 'role', 'aria-label']) unset(box, name);
    }
  });
  // Markdown makes every cell of a table's first row a <th>; an empty one (a matrix's corner) heads nothing.
  each(root, '.rp-doc th', (th) => {
    if (!th.textContent?.trim() && !th.querySelector('img, svg')) set(th, 'role', 'cell');
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
}

/** The card's own click handler navigates within the app; the link is there for keyboards and screen readers. */
function onFeatureLinkClick(event: MouseEvent): void {
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (plain) event.preventDefault();
  // A new tab or window: keep the card from also navigating this one.
  else event.stopPropagation();
}

/**
 * Rspress's home feature cards are <article onClick>: no link, no keyboard access. Their titles become real
 * links (the heading keeps its level), pointing where the card goes.
 */
export function linkFeatureTitles(root: ParentNode, featureLinks: ReadonlyMap<string, string>): void {
  each(root, '.rp-home-feature__card--clickable', (card) => {
    card.querySelectorAll('.rp-home-feature__icon').forEach((icon) => set(icon, 'aria-hidden', 'true'));
    const title = card.querySelector('.rp-home-feature__title');
    const href = featureLinks.get(title?.textContent?.trim() ?? '');
    if (!title || !href || title.querySelector('a')) return;
    const link = document.createElement('a');
    link.className = 'ext-feature-link';
    link.href = href;
    link.append(...title.childNodes);
    link.addEventListener('click', onFeatureLinkClick);
    title.append(link);
  });
}

/** Home and 404 have no <main>: the hero and the 404 message become the main landmark. */
export function markMainContent(root: ParentNode): void {
  if (!root.querySelector('main')) {
    each(root, '.rp-not-found, .rp-home-hero', (el) => set(el, 'role', 'main'));
    // The feature cards follow the hero; a landmark of their own keeps them out of the "no landmark" void.
    each(root, '.rp-home-feature', (el) => {
      set(el, 'role', 'region');
      set(el, 'aria-label', A11Y_LABELS.features);
    });
  }
  const main = root.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) return;
  const previous = document.getElementById(MAIN_CONTENT_ID);
  if (previous && previous !== main) previous.removeAttribute('id');
  set(main, 'id', MAIN_CONTENT_ID);
  // The skip link moves focus here; -1 keeps it out of the tab order.
  set(main, 'tabindex', '-1');
}
