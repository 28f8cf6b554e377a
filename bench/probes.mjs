// Probes that run inside the page. page.evaluate serialises each function, so none can import a helper: armProbe
// first defines the scaffold they share (window.__benchWatch), then arms the probe, which leaves a promise on
// window.__benchProbe that resolves with page-clock timestamps. "Painted" is the first task after the next
// animation frame: the frame that shows the change has been produced.

function installWatch() {
  window.__benchWatch = ({ state, abort, ready, snapshot = () => ({}), timeoutMs }) =>
    new Promise((resolve) => {
      const stop = (result) => {
        observer.disconnect();
        clearTimeout(timer);
        abort.abort();
        resolve(result);
      };
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        const shown = { ...state, ...snapshot(), shownAt: performance.now() };
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => stop({ ...shown, paintedAt: performance.now() })));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      const timer = setTimeout(() => stop({ ...state, timedOut: true }), timeoutMs);
    });
}

/** Arms `probe` in the page with `args`; read its result with `page.evaluate(() => window.__benchProbe)`. */
export async function armProbe(page, probe, args) {
  await page.evaluate(installWatch);
  await page.evaluate(probe, args);
}

/** Waits for `selector` to match after the input events; counts the inputs so a caller can tell stale results. */
export function armInputProbe({ selector, timeoutMs }) {
  const abort = new AbortController();
  const state = { inputs: 0, lastInputAt: Number.NaN };
  const onInput = () => {
    state.inputs += 1;
    state.lastInputAt = performance.now();
  };
  document.addEventListener('input', onInput, { capture: true, signal: abort.signal });
  const ready = () => document.querySelector(selector) !== null;
  window.__benchProbe = window.__benchWatch({ state, abort, ready, timeoutMs });
}

/**
 * A cold search, timed from the key that opens the panel (its event time) to the first hits painted. The query is
 * entered as one input (as a paste is) in the same task the input gets focus, so the figure is the site's latency
 * alone, without the driver's polling or key pace.
 */
export function armColdSearchProbe({ input, hits, query, timeoutMs }) {
  const abort = new AbortController();
  const state = { openedAt: Number.NaN, inputAt: Number.NaN };
  document.addEventListener('keydown', (event) => (state.openedAt ||= event.timeStamp), { capture: true, signal: abort.signal });
  const onFocus = (event) => {
    if (!(event.target instanceof HTMLInputElement) || !event.target.matches(input) || state.inputAt) return;
    state.inputAt = performance.now();
    document.execCommand('insertText', false, query);
  };
  document.addEventListener('focusin', onFocus, { capture: true, signal: abort.signal });
  const ready = () => document.querySelector(hits) !== null;
  window.__benchProbe = window.__benchWatch({ state, abort, ready, timeoutMs });
}
