// An inline script that runs before every other script of the page, Rspress's own inline ones included.
// With storage disabled (a browser setting, some embedded views) reading window.localStorage throws, and with a
// full quota setItem throws; Rspress calls localStorage without a try in its inline theme script, its theme
// hook and its tabs, so the page would throw or go blank. Then an in-memory storage stands in: choices last for
// the page and the defaults apply. Plain ES5 text: it is not bundled. builder/write-headers.mjs adds its CSP hash.
export const STORAGE_GUARD_SCRIPT = `(function () {
  try {
    var storage = window.localStorage, key = 'ext-storage-probe';
    storage.setItem(key, key);
    storage.getItem(key);
    storage.removeItem(key);
  } catch (unusable) {
    var items = {};
    var memory = {
      getItem: function (k) { return Object.prototype.hasOwnProperty.call(items, k) ? items[k] : null; },
      setItem: function (k, v) { items[k] = String(v); },
      removeItem: function (k) { delete items[k]; },
      clear: function () { items = {}; },
      key: function (i) { return Object.keys(items)[i] || null; },
      get length() { return Object.keys(items).length; }
    };
    try {
      Object.defineProperty(window, 'localStorage', { configurable: true, value: memory });
    } catch (error) {
      console.warn('localStorage is unusable and could not be replaced:', error);
    }
  }
})();`;
