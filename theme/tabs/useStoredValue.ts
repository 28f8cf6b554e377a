// A tab group's saved choice in localStorage (the key is tabStorageKey.ts's), read while rendering: a page opened by
// client navigation shows the saved tab in its first frame. Hydration uses the server's value (no mismatch) and
// React re-renders with the saved one before the page is ready; the HTML already shows it (firstPaintScript.ts).
// Replaces Rspress's useStorageValue, which read storage in an effect after the first paint. Choices sync between
// blocks and tabs through Rspress's own event name and the storage event.
import { useCallback, useSyncExternalStore } from 'react';

const SYNC_EVENT = 'RSPRESS_SYNC_STORAGE_EVENT_NAME';

/** Choices storage refused to keep (full or disabled): they last until the page is left. */
const unsaved = new Map<string, string>();

function read(key: string): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SYNC_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SYNC_EVENT, onChange);
  };
}

export function useStoredValue(key: string): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const setValue = useCallback(
    (next: string) => {
      try {
        localStorage.setItem(key, next);
        unsaved.delete(key);
      } catch {
        unsaved.set(key, next);
      }
      window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { key, newValue: next } }));
    },
    [key],
  );
  return [value, setValue];
}
