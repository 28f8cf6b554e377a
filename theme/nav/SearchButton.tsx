// Replaces @rspress/core 2.0.22 dist/theme/components/Search/SearchButton.js. Delete when, in a later Rspress, both its buttons are named and say they open a dialog.
// BEHAVIOUR.md, Search: replaces Rspress's SearchButton: the narrow-screen button was a nameless <div onClick>,
// and neither said that it opens a dialog or which keys do the same.
import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import '@rspress/core/dist/theme/components/Search/SearchButton.css';

export function SearchButton({ setFocused }: { setFocused: (focused: boolean) => void }) {
  const t = useI18n();
  const label = t('searchPlaceholderText');
  // Known only in the browser: the server renders the hint hidden. Rspress fades it in over 0.3 s; it simply
  // appears here, so no frame shows it half-transparent (axe once caught that frame failing contrast).
  const [metaKey, setMetaKey] = useState('');
  useEffect(() => setMetaKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  return (
    <>
      <button
        type="button"
        className="rp-search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setFocused(true)}
      >
        {/* Spans, not Rspress's <div>s: a button holds phrasing content only (valid HTML, html-validate). */}
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" aria-hidden="true" />
          <span className="rp-search-button__word">{label}</span>
        </span>
        <span className="rp-search-button__hotkey" aria-hidden="true" style={{ visibility: metaKey ? 'visible' : 'hidden' }}>
          <span>{metaKey}</span>
          <span>K</span>
        </span>
      </button>
      <button
        type="button"
        className="rp-search-button--mobile ext-plain-button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setFocused(true)}
      >
        <SvgWrapper icon={IconSearch} aria-hidden="true" />
      </button>
    </>
  );
}
