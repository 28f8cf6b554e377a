// Spec: a progress bar runs while a page loads (nprogress, shown by Rspress's link navigation after 200 ms).
// rspress.config.ts aliases 'nprogress' to this module, so the bar's code loads the first time a navigation
// needs it instead of with every page's first script. Same calls, same settings: the real module gets both.

interface NProgress {
  configure(options: Record<string, unknown>): unknown;
  start(): unknown;
  done(): unknown;
}

let real: NProgress | undefined;
let loading: Promise<void> | undefined;
let settings: Record<string, unknown> = {};
let startWanted = false;

function load(): void {
  loading ??= import('nprogress/nprogress.js')
    .then((module) => {
      real = module.default;
      real.configure(settings);
      if (startWanted) real.start();
    })
    .catch((error: unknown) => console.warn('The progress bar could not load:', error));
}

const lazyProgress = {
  configure(options: Record<string, unknown>) {
    settings = { ...settings, ...options };
    real?.configure(options);
    return lazyProgress;
  },
  start() {
    startWanted = true;
    if (real) real.start();
    else load();
    return lazyProgress;
  },
  done() {
    startWanted = false;
    real?.done();
    return lazyProgress;
  },
};

export default lazyProgress;
