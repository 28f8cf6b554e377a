import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '../../theme/loading/earlyInputScript';
import { SEARCH_BUTTONS } from '../../theme/search/searchButtons';
import { hiddenPartsFromQuery, hiddenSwitchNames, UI_SWITCHES } from '../../theme/switches/uiSwitches';

type Listener = (event: Record<string, unknown>) => void;

/** Runs the inline script against a minimal document and returns what it did. */
function runScript(search: string) {
  const classes = new Set<string>();
  const listeners: Record<string, Listener> = {};
  const window: Record<string, unknown> = {};
  const attributes: Record<string, string> = {};
  const dispatched: unknown[] = [];
  class Element {}
  const document = {
    documentElement: {
      classList: { add: (name: string) => classes.add(name) },
      getAttribute: (name: string) => attributes[name] ?? null,
    },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    dispatchEvent: (event: unknown) => dispatched.push(event),
  };
  runInNewContext(EARLY_INPUT_SCRIPT, {
    window,
    document,
    location: { search },
    URLSearchParams,
    Element,
    KeyboardEvent: class {
      constructor(
        readonly type: string,
        readonly init: unknown,
      ) {}
    },
  });
  return { classes, listeners, window, attributes, dispatched, Element };
}

describe('the inline early-input script', () => {
  it.each([
    '?navbar=0&sidebar=0&outline=0&footer=0',
    '?sidebar=0',
    '?sidebar=0&sidebar=1',
    '?footer=00&outline=0x&navbar= 0&sidebar=false',
    '?%E0%A4%A=0&outline=%',
    '?outline=0&outline=0&theme=dark',
    '',
  ])('hides the same parts as the app for %j', (search) => {
    const { classes } = runScript(search);
    const hidden = hiddenPartsFromQuery(search);
    for (const part of UI_SWITCHES) expect(classes.has(`ext-hide-${part}`), part).toBe(hidden[part] === false);
  });

  it('carries the query-switch rule of theme/switches/uiSwitches.ts itself, not a copy of it', () => {
    expect(EARLY_INPUT_SCRIPT).toContain(hiddenSwitchNames.toString());
    expect(EARLY_INPUT_SCRIPT).not.toMatch(/'navbar'|"navbar", "sidebar"/);
    expect(EARLY_INPUT_SCRIPT).toContain(JSON.stringify(UI_SWITCHES));
  });

  it('holds Ctrl+K until replay, and lets it through once ready', () => {
    const { listeners, window, dispatched } = runScript('');
    let prevented = 0;
    const keyK = { code: 'KeyK', key: 'k', ctrlKey: true, metaKey: false, preventDefault: () => prevented++, stopImmediatePropagation: () => {} };
    listeners.keydown(keyK);
    expect(prevented).toBe(1);
    expect(dispatched).toHaveLength(0);
    (window.__extEarlyInput as { replay(): void }).replay();
    expect(dispatched).toHaveLength(1);
    listeners.keydown(keyK);
    expect(prevented).toBe(1);
  });

  it('holds the text typed after a held Ctrl+K and replays it after the shortcut, in order; text before it goes through', () => {
    const { listeners, window, dispatched } = runScript('');
    let prevented = 0;
    const key = (k: string, extra: Record<string, unknown> = {}) => ({ code: '', key: k, ctrlKey: false, metaKey: false, preventDefault: () => prevented++, stopImmediatePropagation: () => {}, ...extra });
    listeners.keydown(key('x'));
    expect(prevented).toBe(0);
    listeners.keydown(key('k', { code: 'KeyK', ctrlKey: true }));
    for (const k of ['m', 'a', 'p', 'Backspace', 'n', ' ', '😀']) listeners.keydown(key(k));
    // Not text: named keys, shortcuts, a key of an input method still composing.
    for (const other of [key('Enter'), key('ArrowDown'), key('c', { ctrlKey: true }), key('a', { altKey: true }), key('e', { isComposing: true })]) listeners.keydown(other);
    expect(prevented).toBe(8);
    expect(dispatched).toHaveLength(0);
    (window.__extEarlyInput as { replay(): void }).replay();
    const replayed = dispatched as Array<{ type: string; init: { key: string; ctrlKey: boolean } }>;
    expect(replayed.map((event) => event.type)).toEqual(Array(8).fill('keydown'));
    expect(replayed.map((event) => event.init.key)).toEqual(['k', 'm', 'a', 'p', 'Backspace', 'n', ' ', '😀']);
    expect(replayed[0].init.ctrlKey).toBe(true);
  });

  it('holds the text typed after a held click on a search button, and replays it after the click', () => {
    const { listeners, window, dispatched, Element } = runScript('');
    const clicked: string[] = [];
    // A search button with no parent (its path from <body> is empty): enough for the script to hold the click.
    const button = Object.assign(new Element(), {
      closest: (selector: string) => (selector.includes('.rp-search-button--mobile') ? button : null),
      matches: (selector: string) => selector === SEARCH_BUTTONS,
      isConnected: true,
      click: () => clicked.push('search button'),
    });
    let prevented = 0;
    listeners.click({ button: 0, target: button, preventDefault: () => prevented++, stopImmediatePropagation: () => {} });
    for (const k of ['t', 'a', 'b', 's']) listeners.keydown({ code: '', key: k, ctrlKey: false, metaKey: false, preventDefault: () => prevented++, stopImmediatePropagation: () => {} });
    expect(prevented).toBe(5);
    (window.__extEarlyInput as { replay(): void }).replay();
    expect(clicked).toEqual(['search button']);
    expect((dispatched as Array<{ init: { key: string } }>).map((event) => event.init.key)).toEqual(['t', 'a', 'b', 's']);
  });

  it('lets other keys through', () => {
    const { listeners } = runScript('');
    let prevented = 0;
    listeners.keydown({ code: 'KeyJ', key: 'j', ctrlKey: true, preventDefault: () => prevented++ });
    expect(prevented).toBe(0);
  });
});
