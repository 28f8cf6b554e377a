// BEHAVIOUR.md, Search: the dialog that Ctrl/Cmd+K and the search buttons open. Replaces the markup of Rspress's
// SearchPanel, which was a nameless <div> with an input named "SearchPanelInput", a clickable <h2> and a clickable
// icon, and which listened for Enter on the whole page even while closed. It is a native modal <dialog> (the page
// behind it inert); focus moves in and back, and Tab stays inside, through useOverlayFocus like the other overlays.
// The input is a combobox over a listbox of hits (SearchHit.tsx): the arrow keys move aria-activedescendant, Enter
// chooses the hit as a click does, and a polite status says how many hits there are once typing settles. Choosing a
// hit closes the dialog and, once the page shows the section, moves focus to the section's link in the content.
// The search state and the empty result stay Rspress's (useSearchPanel, NoSearchResult); loaded on demand by
// SearchPanel.tsx.
import { useI18n, useLocation } from '@rspress/core/runtime';
import { IconClose, IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { NoSearchResult } from '@rspress/core/dist/theme/components/Search/NoSearchResult.js';
import { loadAllRoutes } from 'virtual-routes';
import { useSearchPanel } from '@rspress/core/dist/theme/components/Search/useSearchPanel.js';
import '@rspress/core/dist/theme/components/Search/SearchPanel.css';
import './search.css';
import { type KeyboardEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { A11Y_LABELS } from '../a11y/a11yLabels';
import { useOverlayFocus } from '../a11y/useOverlayFocus';
import { Tab, Tabs } from '../tabs/Tabs';
import { focusChosenSection } from './focusChosenSection';
import { ANNOUNCE_AFTER_MS, hitCountMessage } from './hitText';
import { indexSearcher } from './indexSearcher';
import { SEARCH_BUTTONS } from './searchButtons';
import { type Hit, SearchHit } from './SearchHit';
import { takeTypedAhead } from './typeAhead';

interface Props {
  focused: boolean;
  setFocused: (focused: boolean) => void;
}

/** Hits grouped by page, in the order the list shows them and the arrow keys walk them. */
function byPage(hits: Hit[]): Hit[][] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) groups.set(hit.title, [...(groups.get(hit.title) ?? []), hit]);
  return [...groups.values()];
}

export default function SearchDialog({ focused, setFocused }: Props) {
  const t = useI18n();
  const location = useLocation();
  const ids = useId();
  const listboxId = `${ids}hits`;
  const optionId = (at: number) => `${ids}hit-${at}`;
  // The link of the hit just chosen, until the page it leads to is shown.
  const chosen = useRef<string | null>(null);
  const [announced, setAnnounced] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const modalRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const search = useSearchPanel({ focused, searchInputRef: inputRef });
  // Whether the reader has moved through the hits shown (arrow keys, pointer, or Tab onto a hit) since the last keystroke.
  const moved = useRef(false);
  const latestSearch = useRef(search);
  latestSearch.current = search;
  // Whether the hits come from the whole text: the rest file is indexed (common/search/README.md, How a search runs).
  const [wholeText, setWholeText] = useState(false);
  const { query, initStatus, isSearching, searchResult, currentSuggestionIndex } = search;
  // The hits shown when the reader started moving through them: hits that come back later without a keystroke (the
  // query asked again once the whole text is indexed) do not replace the hit under the keys, the pointer or focus.
  const held = useRef<Hit[] | null>(null);
  const hold = () => {
    moved.current = true;
    held.current ??= search.currentSuggestions as Hit[];
  };
  const pages = byPage((moved.current && held.current) || (search.currentSuggestions as Hit[]));
  const hits = pages.flat();
  const close = () => {
    moved.current = false;
    held.current = null;
    setFocused(false);
    search.setResultTabIndex(0);
    search.setCurrentSuggestionIndex(0);
  };
  const choose = (hit: Hit) => {
    chosen.current = hit.link;
    close();
  };
  // The count is said once the hits for what was typed are in and the visitor has paused: a status that changed
  // with every keystroke would interrupt the typing it describes. Emptied meanwhile, so the same count is said again.
  const settled = focused && Boolean(query) && initStatus === 'inited' && !isSearching;
  const message = settled ? hitCountMessage(hits.length, query, t('searchNoResultsText')) : '';
  useEffect(() => {
    setAnnounced('');
    if (!message) return;
    const timer = setTimeout(() => setAnnounced(message), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message]);
  // Once the rest of the text is indexed, the query is asked again, for hits ranked on the whole text; but a list the
  // reader is moving through stays as it is until the next keystroke (which asks again anyway), so the hit under the
  // arrow keys or the pointer does not change under them, and a hit Tab has focused is not replaced (focus would drop
  // out of the dialog).
  useEffect(() => {
    if (import.meta.env.DOCS_REMOTE_SEARCH_URL) return;
    let mounted = true;
    void indexSearcher().restIndexed.then(() => {
      if (!mounted) return;
      setWholeText(true);
      const value = inputRef.current?.value;
      if (value && !moved.current) latestSearch.current.handleQueryInput(value);
    });
    return () => {
      mounted = false;
    };
  }, []);
  // A hit is a page the visitor is about to open: the table of every route (builder/plugins/compactRoutes.ts) loads
  // with the dialog, so choosing a hit navigates at once instead of waiting for the table.
  useEffect(() => {
    if (focused) void loadAllRoutes();
  }, [focused]);
  // After a chosen hit's page is shown (and scrolled to the section by the router), focus goes to that section.
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = null;
    return focusChosenSection();
  }, [location]);
  useOverlayFocus(focused, {
    container: modalRef,
    onClose: close,
    initialFocus: () => inputRef.current,
    fallbackFocus: () => document.querySelector<HTMLElement>(SEARCH_BUTTONS),
    trap: () => [],
  });
  // A native modal <dialog>: the browser puts it in the top layer and makes the page behind it inert, for pointers,
  // keys and assistive technology alike. Opened after useOverlayFocus has noted where focus was, to give it back.
  // What was typed while the dialog loaded goes into the box, and is searched, as if typed there (typeAhead.ts).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const input = inputRef.current;
    input?.focus();
    if (!focused) return;
    const typed = takeTypedAhead();
    if (!typed || !input) return;
    input.value = typed;
    latestSearch.current.handleQueryInput(typed);
  }, [focused]);
  // Keeps the hit the arrow keys reach in view, scrolling the result list only (never the page behind).
  useEffect(() => {
    const list = resultsRef.current;
    const hit = list?.querySelector('.rp-suggest-item--current');
    if (!list || !hit) return;
    const box = hit.getBoundingClientRect();
    const view = list.getBoundingClientRect();
    if (box.top < view.top) list.scrollTop -= view.top - box.top;
    else if (box.bottom > view.bottom) list.scrollTop += box.bottom - view.bottom;
  }, [currentSuggestionIndex]);
  if (!search.searchEnabled || !focused) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing || hits.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step) {
      event.preventDefault();
      hold();
      search.setCurrentSuggestionIndex((currentSuggestionIndex + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && event.target === inputRef.current && hits[currentSuggestionIndex]) {
      // Exactly what a click on the hit does. Without preventDefault the key went on to the control focus had
      // returned to as the dialog closed (the search button), which opened the dialog again.
      event.preventDefault();
      document.getElementById(optionId(currentSuggestionIndex))?.click();
    }
  };

  let index = -1;
  // Grouped by page as Rspress draws them; the groups are presentation only, so the listbox owns the options.
  const list = (
    <ul
      role="listbox"
      id={listboxId}
      aria-label={A11Y_LABELS.searchResults}
      onFocus={() => {
        hold();
      }}
    >
      {pages.map((page) => (
        <li key={page[0].title} role="none">
          <ul className="rp-search-panel__group" role="none">
            {page.map((hit) => {
              const at = ++index;
              return (
                <SearchHit
                  key={`${hit.link}-${at}`}
                  hit={hit}
                  id={optionId(at)}
                  current={at === currentSuggestionIndex}
                  // Only a moving pointer picks a hit: the list scrolling under a still one does not.
                  onMouseMove={() => {
                    if (at === currentSuggestionIndex) return;
                    hold();
                    search.setCurrentSuggestionIndex(at);
                  }}
                  onChoose={choose}
                />
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
  const empty = hits.length === 0 && initStatus === 'inited' && !isSearching;
  const body = empty ? <NoSearchResult query={query} /> : list;
  const showResults = (query || initStatus === 'error') && (initStatus === 'inited' || initStatus === 'error');
  const expanded = Boolean(showResults) && hits.length > 0;
  const label = t('searchPlaceholderText');

  // Escape asks the dialog to close (a cancel event): the component's state closes it, as every other way does.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };
  return createPortal(
    // The dialog covers the viewport as Rspress's mask did; a click on it, outside the panel, closes it.
    <dialog
      ref={dialogRef}
      className="rp-search-panel__mask ext-search-dialog"
      aria-label={label}
      // What the hits are ranked on: titles, headings and first lines, then the whole text once the rest is indexed.
      data-search-text={wholeText ? 'whole' : 'first-lines'}
      onCancel={onCancel}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div ref={modalRef} className="rp-search-panel__modal" onKeyDown={onKeyDown}>
        <div className="rp-search-panel__header">
          <div className="rp-search-panel__input-form">
            <SvgWrapper
              icon={IconSearch}
              aria-hidden="true"
              className={`rp-search-panel__search-icon${initStatus === 'initing' || isSearching ? ' rp-search-panel__search-icon--loading' : ''}`}
            />
            <input
              ref={inputRef}
              className="rp-search-panel__input"
              placeholder={label}
              aria-label={label}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={expanded ? listboxId : undefined}
              aria-activedescendant={expanded ? optionId(currentSuggestionIndex) : undefined}
              autoComplete="off"
              inputMode="search"
              enterKeyHint="go"
              onChange={(event) => {
                moved.current = false;
                held.current = null;
                search.handleQueryInput(event.target.value);
              }}
            />
            <button
              type="button"
              className="ext-plain-button ext-search-close"
              aria-label={query ? A11Y_LABELS.clearSearch : A11Y_LABELS.closeSearch}
              onClick={() => {
                if (!query) return close();
                if (inputRef.current) inputRef.current.value = '';
                moved.current = false;
                held.current = null;
                // Through the debounced input too: a search still waiting there (the query asked again once the
                // whole text is indexed) would otherwise set the cleared query back when it runs.
                search.handleQueryInput('');
                search.clearQuery();
                inputRef.current?.focus();
              }}
            >
              <SvgWrapper icon={IconClose} className="rp-search-panel__close" aria-hidden="true" />
            </button>
          </div>
          <button type="button" className="rp-search-panel__cancel ext-plain-button" onClick={close}>
            {t('searchPanelCancelText')}
          </button>
        </div>
        <div role="status" className="ext-visually-hidden">
          {announced}
        </div>
        {showResults ? (
          <div className="rp-search-panel__results rp-scrollbar" ref={resultsRef}>
            {initStatus === 'error' ? (
              <div className="rp-search-panel__error">Error: {search.searchError}</div>
            ) : searchResult.length > 1 ? (
              // Remote mode with several indexes: one tab per index.
              <Tabs
                className="rp-search-panel__tabs"
                keepDOM={false}
                onChange={(tab) => {
                  moved.current = false;
                  held.current = null;
                  search.setResultTabIndex(tab);
                  search.setCurrentSuggestionIndex(0);
                }}
              >
                {searchResult.map((group) => (
                  <Tab key={group.group} label={group.group}>
                    {body}
                  </Tab>
                ))}
              </Tabs>
            ) : (
              body
            )}
          </div>
        ) : null}
      </div>
    </dialog>,
    document.getElementById('__rspress_modal_container') ?? document.body,
  );
}
