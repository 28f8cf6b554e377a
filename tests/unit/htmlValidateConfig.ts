// BEHAVIOUR.md, Keyboard and screen readers (valid HTML): the html-validate configuration every built page passes
// with 0 errors (tests/unit/html-validate.test.ts). It starts from the package's recommended rules; a rule is off
// or relaxed only for style, never for validity or accessibility, with the reason beside it.
import type { ConfigData } from 'html-validate';

export const HTML_VALIDATE_CONFIG: ConfigData = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Style: Rspress writes `<!doctype html>`; the doctype is case-insensitive.
    'doctype-style': 'off',
    // Style: React writes void elements as `<link/>`, `<img/>`; both spellings are valid HTML.
    'void-style': 'off',
    // Style: React writes boolean attributes as `hidden=""`, `open=""`; HTML treats both spellings alike.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Style: React and Rspress set positions and widths in style attributes (outline indents, the read circle);
    // the page's CSP allows them, and the rule is about where CSS lives, not about valid markup.
    'no-inline-style': 'off',
    // Relaxed, not off: ids that start with "_" (Rspress's `__rspress_root`, React's useId) are valid HTML; empty
    // ids and ids with spaces still fail.
    'valid-id': ['error', { relaxed: true }],
    // Search-engine advice about how long a title should be, not validity: some reference pages' titles are long.
    'long-title': 'off',
  },
};
