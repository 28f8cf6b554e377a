// BEHAVIOUR.md: query switches hide parts of the page; every control works. This inline script (plain ES5, not bundled;
// scripts/write-headers.mjs adds its CSP hash) runs in <head> before the first paint:
// - the query switches (?navbar=0 …) mark <html>, so the parts they hide never show (switches/switches.css),
//   with the rule of switches/uiSwitches.ts: only values that are all exactly "0" hide;
// - until the app is ready, a click on a control that needs JavaScript, or Ctrl/Cmd+K, is held and replayed once
//   it is (loading/ReadySignal.tsx calls __extEarlyInput.replay). Links and native controls are left alone.
export const HELD_CONTROLS = [
  '.rp-switch-appearance',
  '.rp-search-button',
  '.rp-search-button--mobile',
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
  var parts = ['navbar', 'sidebar', 'outline', 'footer'];
  try {
    var params = new URLSearchParams(location.search);
    for (var i = 0; i < parts.length; i++) {
      var values = params.getAll(parts[i]);
      var hide = values.length > 0;
      for (var j = 0; j < values.length; j++) if (values[j] !== '0') hide = false;
      if (hide) root.classList.add('ext-hide-' + parts[i]);
    }
  } catch (error) {}
  var held = [];
  var ready = false;
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
    var path = pathOf(control);
    hold(event, function () {
      var now = control.isConnected ? control : elementAt(path);
      if (now) now.click();
    });
  }, true);
  document.addEventListener('keydown', function (event) {
    if (!pending() || event.code !== 'KeyK' || !(event.ctrlKey || event.metaKey)) return;
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
