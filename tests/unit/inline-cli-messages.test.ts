import { describe, expect, it } from 'vitest';
import { distText } from '../content/pinned-dist';
import { readSource } from '../content/source-pages';

// CLI messages the pages quote in their prose, not in a code block of output (tests/unit/cli-quotes.test.ts checks
// those). Each needs a real browser to happen, so no captured run holds it: the quote must be the pinned CLI's own
// string, with a value filled in only where the dist interpolates one.
const dist = distText();

const QUOTES: Array<{ route: string; quote: string; distHolds: string[] }> = [
  {
    route: '/docs/browsers/browser-flags',
    quote: "Extension.js couldn't confirm that the browser loaded this extension.",
    distHolds: ["Extension.js couldn't confirm that the browser loaded this extension."],
  },
  {
    route: '/docs/commands/dev',
    quote: "Extension.js couldn't confirm that the browser loaded this extension.",
    distHolds: ["Extension.js couldn't confirm that the browser loaded this extension."],
  },
  {
    route: '/docs/commands/dev',
    quote: "The browser refused to load this extension, so it isn't running.",
    distHolds: ["The browser refused to load this extension, so it isn't running."],
  },
  {
    route: '/docs/guides/security-checklist',
    quote: "The browser refused to load this extension, so it isn't running.",
    distHolds: ["The browser refused to load this extension, so it isn't running."],
  },
  {
    // The browser's name and the exit code are the dist's `${this.options.browser}` and `${code ?? 'unknown'}`.
    route: '/docs/guides/ci',
    quote: '[browser] chromium exited mid-session (code 1).',
    distHolds: ['`[browser] ${this.options.browser} exited mid-session (code ${code ?? '],
  },
];

describe('CLI messages quoted in the prose of a page', () => {
  it.each(QUOTES)('$route quotes "$quote" as the pinned CLI prints it', ({ route, quote, distHolds }) => {
    expect(readSource(route)).toContain(quote);
    for (const text of distHolds) expect(dist).toContain(text);
  });
});
