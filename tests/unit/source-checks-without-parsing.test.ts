import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSources, checkSourcesWithoutParsing } from '../../builder/plugins/sourceChecks';

// A build runs the checks that need no MDX parse before Rspress starts, and parses the pages only when Rspress's
// compile fails (builder/plugins/sourceChecks.ts). Those quick checks must find every problem but the syntax ones,
// or a mistake would pass a build that compiles.
const FIXTURES = path.resolve('tests/fixtures/build-input');
const isSyntax = (message: string) => message.startsWith('the MDX does not parse');

describe('the source checks a build runs before Rspress', () => {
  it.each(['broken-mdx', 'dead-link', 'dead-anchor', 'invalid-meta', 'missing-image', 'wrong-type-front-matter', 'valid'])(
    'find every problem of %s that is not a syntax error',
    (name) => {
      const root = path.join(FIXTURES, name);
      const all = checkSources(root);
      const quick = checkSourcesWithoutParsing(root);
      expect(quick).toEqual(expect.arrayContaining(all.filter((p) => !isSyntax(p.message))));
      expect(quick.some((p) => isSyntax(p.message))).toBe(false);
    },
  );

  it('leave the syntax error of a page that does not parse to the parse', () => {
    const root = path.join(FIXTURES, 'broken-mdx');
    expect(checkSources(root).filter((p) => isSyntax(p.message))).toHaveLength(1);
    expect(checkSourcesWithoutParsing(root).filter((p) => isSyntax(p.message))).toHaveLength(0);
  });

  it('find no problem in the site itself, as the build requires', () => {
    expect(checkSourcesWithoutParsing(path.resolve('docs'))).toEqual([]);
    expect(checkSources(path.resolve('docs'))).toEqual([]);
  });
});
