// BEHAVIOUR.md, Search: what a reader types after Ctrl+K or a click on the search button, while the dialog is still
// loading (its code is fetched on that first intent, which takes a moment on a slow phone), is kept and put in the
// dialog's box when it opens, instead of falling on the page behind.

/** The keys the reader's text is made of, as the early-input script and this module both read them. */
export interface TypedKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
}

/**
 * Whether a key is part of the reader's text: a printable character, or Backspace. Not a shortcut with Ctrl, Meta or
 * Alt, a key of an input method still composing, Enter, Escape, the arrows or another named key, which go on to the
 * page as usual. Plain ES5 (var, no arrows): theme/loading/earlyInputScript.ts writes its source into the page.
 */
export function isTypedKey(event: TypedKey): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  var key = event.key;
  // One character, or one written as a surrogate pair (an emoji, a rare letter).
  return key === 'Backspace' || key.length === 1 || (key.length === 2 && key.charCodeAt(0) >= 0xd800 && key.charCodeAt(0) <= 0xdbff);
}

/** The text typed so far after `event`: its character added, or, for Backspace, the last one taken away. */
export function typedAheadAfter(text: string, event: TypedKey): string | null {
  if (!isTypedKey(event)) return null;
  return event.key === 'Backspace' ? Array.from(text).slice(0, -1).join('') : text + event.key;
}

// A dialog that never opens (its code failed to load) must not keep the page's keys: the listener lets go after this.
const GIVE_UP_AFTER_MS = 15_000;

let text = '';
let giveUp: ReturnType<typeof setTimeout> | undefined;

function onKeyDown(event: KeyboardEvent) {
  // A key meant for a field the reader has moved to is theirs to keep there.
  if (event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable]')) return;
  const next = typedAheadAfter(text, event);
  if (next === null) return;
  event.preventDefault();
  event.stopPropagation();
  text = next;
}

/** From the intent to open the dialog (before it renders): the keys typed until `takeTypedAhead` are kept. */
export function startTypeAhead(): void {
  if (giveUp !== undefined) return;
  text = '';
  document.addEventListener('keydown', onKeyDown, true);
  giveUp = setTimeout(takeTypedAhead, GIVE_UP_AFTER_MS);
}

/** Once the dialog's box has focus: the text typed ahead (empty when none), and the keys go to the box again. */
export function takeTypedAhead(): string {
  document.removeEventListener('keydown', onKeyDown, true);
  clearTimeout(giveUp);
  giveUp = undefined;
  const typed = text;
  text = '';
  return typed;
}
