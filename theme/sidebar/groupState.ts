// BEHAVIOUR.md, Docs sidebar: a group the reader closes stays closed on the next pages, and one they open stays open;
// on a first visit the groups are as the sidebar's _meta.json files set them (the spec's groups expanded). The state
// is one small JSON object in localStorage, group label path -> open. It holds in the first paint: the sidebar's HTML
// ends with GROUP_STATE_SCRIPT, which the parser runs as soon as the groups are parsed, before any app script, and
// which also records a toggle made before the app is ready. A group that holds the current page is never closed by
// a saved state. Without JavaScript the groups are plain <details> and open and close as built.

export const GROUP_STATE_KEY = 'ext-sidebar-groups';
/** The attribute that names a group in the saved state (its label, and its parents' labels, joined by " / "). */
export const GROUP_ATTRIBUTE = 'data-group';

export type GroupState = Record<string, boolean>;

/** The saved state; empty where storage is missing, unusable or holds something else. */
export function readGroupState(): GroupState {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(GROUP_STATE_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as GroupState) : {};
  } catch {
    return {};
  }
}

/** Records the open state of one group (a <details> with GROUP_ATTRIBUTE). */
export function saveGroupState(group: HTMLDetailsElement): void {
  const name = group.getAttribute(GROUP_ATTRIBUTE);
  if (name === null) return;
  try {
    const state = readGroupState();
    if (state[name] === group.open) return;
    state[name] = group.open;
    window.localStorage.setItem(GROUP_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or refused: the group still works, it is only not remembered.
  }
}

/**
 * The last child of the server-rendered sidebar: applies the saved state to its groups and saves the reader's
 * toggles from then on (toggle events do not bubble, hence the capture). Plain ES5, fixed text: the page's CSP
 * allows it by its hash (builder/write-headers.mjs).
 */
export const GROUP_STATE_SCRIPT = `(function(s){try{var r=s&&s.parentNode,k=${JSON.stringify(GROUP_STATE_KEY)},a=${JSON.stringify(
  GROUP_ATTRIBUTE,
)};if(!r)return;var read=function(){var v=JSON.parse(localStorage.getItem(k)||'{}');return v&&typeof v==='object'&&!Array.isArray(v)?v:{}};var v=read(),g=r.querySelectorAll('details['+a+']');for(var i=0;i<g.length;i++){var n=g[i].getAttribute(a);if(typeof v[n]==='boolean'&&!g[i].querySelector('[aria-current="page"]'))g[i].open=v[n]}r.addEventListener('toggle',function(e){var d=e.target,n=d&&d.getAttribute&&d.getAttribute(a);if(n===null||n===undefined)return;try{var o=read();if(o[n]===d.open)return;o[n]=d.open;localStorage.setItem(k,JSON.stringify(o))}catch(x){}},true)}catch(e){}})(document.currentScript)`;
