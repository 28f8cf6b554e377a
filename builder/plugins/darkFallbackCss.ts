/*
 * Rspress styles dark mode with a `dark` / `rp-dark` class on <html> that an inline script sets; without
 * JavaScript the class never appears. From the theme's own stylesheets this derives the same rules for the
 * system preference: every selector with `.dark` or `.rp-dark` gets `:root` instead (same specificity), and the
 * light-only `:not(.rp-dark)` rules are left out. The caller wraps the result in
 * `@media (prefers-color-scheme: dark)` inside <noscript>, so it never competes with a theme chosen with JS.
 */

const DARK_CLASS = /\.(?:rp-)?dark(?![\w-])/g;
const LIGHT_ONLY = /:not\(\s*\.(?:rp-)?dark\s*\)/;

/** Splits at top-level commas only: `:where(h1, h2)` stays whole. */
function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const ch = prelude[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function darkSelector(selector: string): string | null {
  DARK_CLASS.lastIndex = 0;
  if (LIGHT_ONLY.test(selector) || !DARK_CLASS.test(selector)) return null;
  return selector.replace(DARK_CLASS, ':root');
}

/** Index of the `}` closing the block whose `{` is at open, skipping strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i++) {
    const ch = css[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return css.length;
}

/** The dark-mode rules of a stylesheet, rewritten for the system preference. Malformed input yields less, never throws. */
export function darkRulesForSystemPreference(source: string): string {
  const css = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: string[] = [];
  let pos = 0;
  while (pos < css.length) {
    const open = css.indexOf('{', pos);
    if (open === -1) break;
    const close = blockEnd(css, open);
    // Statements such as `@import …;` can precede the block's prelude.
    const prelude = css.slice(pos, open).split(';').pop()?.trim() ?? '';
    const body = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      if (/^@(media|supports|layer|container)\b/.test(prelude)) {
        const inner = darkRulesForSystemPreference(body);
        if (inner) out.push(`${prelude}{${inner}}`);
      }
    } else {
      const selectors = splitSelectors(prelude).map(darkSelector).filter((s): s is string => s !== null);
      if (selectors.length > 0) out.push(`${selectors.join(',')}{${body.trim()}}`);
    }
    pos = close + 1;
  }
  return out.join('\n');
}
