// Functions that run inside the page (page.evaluate serialises them, so they use nothing from this module).
// Each arms a probe and leaves a promise on window.__benchProbe that resolves with page-clock timestamps.
// "Painted" is the first task after the next animation frame: the frame that shows the change has been produced.

/** Waits for `selector` to match after the input events; counts the inputs so a caller can tell stale results. */
export function armInputProbe({ selector, timeoutMs }) {
  const abort = new AbortController();
  const state = { inputs: 0, lastInputAt: Number.NaN };
  document.addEventListener(
    'input',
    () => {
      state.inputs += 1;
      state.lastInputAt = performance.now();
    },
    { capture: true, signal: abort.signal },
  );
  window.__benchProbe = new Promise((resolve) => {
    const stop = (result) => {
      observer.disconnect();
      clearTimeout(timer);
      abort.abort();
      resolve(result);
    };
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      const snapshot = { ...state, shownAt: performance.now() };
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => stop({ ...snapshot, paintedAt: performance.now() })));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(() => stop({ ...state, timedOut: true }), timeoutMs);
  });
}

/** Waits, after a click, for the h1 of `targetPath` to replace the current one and be laid out on screen. */
export function armNavigationProbe({ targetPath, timeoutMs }) {
  const abort = new AbortController();
  const oldHeading = document.querySelector('main h1');
  const state = { clickAt: Number.NaN };
  document.addEventListener('click', (event) => (state.clickAt = event.timeStamp), { capture: true, signal: abort.signal });
  window.__benchProbe = new Promise((resolve) => {
    const stop = (result) => {
      observer.disconnect();
      clearTimeout(timer);
      abort.abort();
      resolve(result);
    };
    const arrived = () => {
      const heading = document.querySelector('main h1');
      return (
        location.pathname === targetPath &&
        heading !== null &&
        heading !== oldHeading &&
        heading.getBoundingClientRect().height > 0
      );
    };
    const observer = new MutationObserver(() => {
      if (!arrived()) return;
      const heading = document.querySelector('main h1');
      // The heading's own text, without the "#" anchor link Rspress puts inside it.
      const text = [...(heading?.childNodes ?? [])]
        .filter((node) => !(node instanceof Element && node.classList.contains('rp-header-anchor')))
        .map((node) => node.textContent)
        .join('')
        .trim();
      const snapshot = { ...state, shownAt: performance.now(), heading: text };
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => stop({ ...snapshot, paintedAt: performance.now() })));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => stop({ ...state, timedOut: true }), timeoutMs);
  });
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
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLInputElement) || !event.target.matches(input) || state.inputAt) return;
      state.inputAt = performance.now();
      document.execCommand('insertText', false, query);
    },
    { capture: true, signal: abort.signal },
  );
  window.__benchProbe = new Promise((resolve) => {
    const stop = (result) => {
      observer.disconnect();
      clearTimeout(timer);
      abort.abort();
      resolve(result);
    };
    const observer = new MutationObserver(() => {
      if (!document.querySelector(hits)) return;
      const shownAt = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => stop({ ...state, shownAt, paintedAt: performance.now() })));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => stop({ ...state, timedOut: true }), timeoutMs);
  });
}
