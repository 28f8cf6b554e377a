import { describe, expect, it } from 'vitest';
import { isTypedKey, typedAheadAfter } from '../../theme/search/typeAhead';

// What a reader types while the search dialog loads ends up in its box (BEHAVIOUR.md, Search): these decide which
// keys are that text and what the text becomes; tests/e2e/search-type-ahead.spec.ts types it on a slow phone.
describe('the text typed ahead of the search box', () => {
  it('is made of printable characters, Backspace taking the last one away', () => {
    let text = '';
    for (const key of ['m', 'a', 'n', 'x', 'Backspace', 'i', ' ', 'é', '😀', 'Backspace']) text = typedAheadAfter(text, { key }) ?? text;
    expect(text).toBe('mani é');
    expect(typedAheadAfter('', { key: 'Backspace' })).toBe('');
  });

  it('leaves out shortcuts, named keys and keys of an input method still composing', () => {
    for (const event of [
      { key: 'k', ctrlKey: true },
      { key: 'v', metaKey: true },
      { key: 'f', altKey: true },
      { key: 'n', isComposing: true },
      { key: 'Enter' },
      { key: 'Escape' },
      { key: 'ArrowDown' },
      { key: 'Tab' },
      { key: 'Shift' },
      { key: 'F5' },
    ]) {
      expect(isTypedKey(event), JSON.stringify(event)).toBe(false);
      expect(typedAheadAfter('abc', event)).toBeNull();
    }
  });

  it('is plain ES5, so the early-input script can carry its source', () => {
    const source = isTypedKey.toString();
    expect(source).not.toMatch(/=>|\blet\b|\bconst\b|`/);
    expect(new Function(`return (${source})`)()({ key: 'q' })).toBe(true);
  });
});
