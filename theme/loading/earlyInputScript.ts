// BEHAVIOUR.md, Query switches and BEHAVIOUR.md, Loading. This inline script (plain ES5, not bundled;
// builder/write-headers.mjs adds its CSP hash) runs in <head> before the first paint:
// - the query switches (?navbar=0 …) mark <html>, so the parts they hide never show (theme/switches/switches.css),
//   by the rule of theme/switches/uiSwitches.ts, whose function's source is written into the script;
// - until the app is ready, a click on a control that needs JavaScript, or Ctrl/Cmd+K, is held and replayed once
//   it is (theme/loading/ClientEffects.tsx calls __extEarlyInput.replay), and so is the text typed after Ctrl/Cmd+K
//   or a click on a search button, which reaches the search box through theme/search/typeAhead.ts. Links and native
//   controls are left alone.
import { SEARCH_BUTTONS } from '../search/searchButtons';
import { isTypedKey } from '../search/typeAhead';
import { HIDDEN_PART_CLASS_PREFIX, hiddenSwitchNames, UI_SWITCHES } from '../switches/uiSwitches';

export const HELD_CONTROLS = [
  '.rp-switch-appearance',
  SEARCH_BUTTONS,
  '.rp-nav-hamburger',
  '.rp-sidebar-menu__left',
  '.rp-sidebar-menu__right',
  '.rp-sidebar-group',
  '.rp-tabs__label__item',
  '.rp-code-copy-button',
  '.rp-code-wrap-button',
  '.rp-llms-copy-button',
].join(',');

export const EARLY_INPUT_SCRIPT = `(function () {
  var root = document.documentElement;
  var hidden = (${hiddenSwitchNames.toString()})(location.search, ${JSON.stringify(UI_SWITCHES)});
  for (var i = 0; i < hidden.length; i++) root.classList.add(${JSON.stringify(HIDDEN_PART_CLASS_PREFIX)} + hidden[i]);
  var held = [];
  var ready = false;
  var isTypedKey = ${isTypedKey.toString()};
  // After a held Ctrl+K or click on a search button, the text typed next is held too (theme/search/typeAhead.ts).
  var searching = false;
  function pending() {
    return !ready && root.getAttribute('data-hydrated') !== 'true';
  }
  // Where the control sits, as child positions from <body>: a part that React renders anew on hydration
  // (a mismatch) replaces the element, and its successor is found at the same place.
  function pathOf(element) {
    var path = [];
    for (var node = element; node && node.parentElement && node !== document.body; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  }
  function elementAt(path) {
    var node = document.body;
    for (var i = 0; node && i < path.length; i++) node = node.children[path[i]];
    return node && node.matches(${JSON.stringify(HELD_CONTROLS)}) ? node : null;
  }
  function hold(event, replay) {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(replay);
  }
  document.addEventListener('click', function (event) {
    if (!pending() || event.button !== 0) return;
    var target = event.target instanceof Element ? event.target : null;
    var control = target && target.closest(${JSON.stringify(HELD_CONTROLS)});
    if (!control || control.closest('a[href], summary')) return;
    if (control.matches(${JSON.stringify(SEARCH_BUTTONS)})) searching = true;
    var path = pathOf(control);
    hold(event, function () {
      var now = control.isConnected ? control : elementAt(path);
      if (now) now.click();
    });
  }, true);
  document.addEventListener('keydown', function (event) {
    if (!pending()) return;
    var typed = searching && isTypedKey(event);
    if (!typed && (event.code !== 'KeyK' || !(event.ctrlKey || event.metaKey))) return;
    searching = true;
    var init = { key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, bubbles: true, cancelable: true };
    hold(event, function () { document.dispatchEvent(new KeyboardEvent('keydown', init)); });
  }, true);
  window.__extEarlyInput = {
    replay: function () {
      ready = true;
      var queue = held.splice(0);
      for (var k = 0; k < queue.length; k++) queue[k]();
    }
  };
})();`;
