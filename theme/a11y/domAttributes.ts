// Small DOM helpers for the accessibility layer: each writes only what differs, so re-running is free.

let generatedIds = 0;
export function ensureId(el: Element, prefix: string): string {
  if (!el.id) el.id = `${prefix}-${++generatedIds}`;
  return el.id;
}

export function set(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

export function unset(el: Element, name: string): void {
  if (el.hasAttribute(name)) el.removeAttribute(name);
}

export function each(root: ParentNode, selector: string, apply: (el: HTMLElement) => void): void {
  root.querySelectorAll<HTMLElement>(selector).forEach(apply);
}

/** A non-native element that acts on click becomes a focusable button; keyboardSupport.ts handles its keys. */
export function asButton(el: Element, label?: string): void {
  set(el, 'role', 'button');
  set(el, 'tabindex', '0');
  if (label) set(el, 'aria-label', label);
}
