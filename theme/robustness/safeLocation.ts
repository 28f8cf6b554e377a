// Rspress decodes location.pathname and location.hash with decodeURIComponent in many places (route matching,
// sidebar, scroll effects), some of them twice, and never in a try: a percent-escape that does not decode
// ("/docs/%E0%A4%A") throws, which stops hydration or blanks the page. Such a URL is rewritten before Rspress
// reads it: each run of escapes that does not decode, or decodes to a '%', becomes U+FFFD, so the address
// decodes to stable text and the page shows (the 404 page for a path).

const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+|%/g;
const REPLACEMENT = '%EF%BF%BD';

/** The URL part with every escape run that would not decode cleanly, once or again, replaced. */
export function decodableUrlPart(part: string): string {
  return part.replace(ESCAPE_RUN, (run) => {
    try {
      return decodeURIComponent(run).includes('%') ? REPLACEMENT : run;
    } catch {
      return REPLACEMENT;
    }
  });
}

function repairLocation(): void {
  const { pathname, search, hash } = window.location;
  const safePath = decodableUrlPart(pathname);
  const safeHash = decodableUrlPart(hash);
  if (safePath === pathname && safeHash === hash) return;
  window.history.replaceState(window.history.state, '', safePath + search + safeHash);
}

if (typeof window !== 'undefined') {
  repairLocation();
  // Registered while the theme module loads, so before the router's own listener: it reads the repaired URL.
  window.addEventListener('popstate', repairLocation);
  window.addEventListener('hashchange', repairLocation);
}
