import { describe, expect, it } from 'vitest';
import { querySets, scoreQueries, withoutUnlistedQueries } from '../../bench/search-score.mjs';

// `npm run bench -- --query-sets=held-out` types one set only; a typo in a name must stop the run before its builds,
// not score nothing and pass.
describe('the query sets the bench types', () => {
  it('are all three sets by default, the held-out set without its misses listed', () => {
    const sets = querySets();
    expect(sets.map((set) => set.name)).toEqual(['tuning', 'readers-tuning', 'held-out']);
    expect(sets.find((set) => set.name === 'held-out')?.listsMisses).toBe(false);
    for (const set of sets) expect(set.queries.length).toBeGreaterThan(0);
  });

  it('are only the named sets when names are given', () => {
    expect(querySets(['held-out']).map((set) => set.name)).toEqual(['held-out']);
    expect(querySets(['held-out', 'tuning']).map((set) => set.name)).toEqual(['tuning', 'held-out']);
  });

  it('refuse a name that is no set, naming it and the sets there are', () => {
    expect(() => querySets(['heldout'])).toThrow('No query set named heldout: the sets are tuning, readers-tuning, held-out');
  });

  it('score without naming a query when misses are not listed', () => {
    const samples = [{ query: 'a', pages: ['/docs/a'], links: ['/docs/b', '/docs/c', '/docs/d', '/docs/a'] }];
    expect(scoreQueries(samples, { listsMisses: false })).toMatchObject({ top3: 0, misses: [] });
    expect(scoreQueries(samples).misses).toEqual(['a']);
  });

  it('keep a held-out sample\'s timings and drop its query, pages and hits, which the report and results.json would show', () => {
    const sets = [{ name: 'tuning', listsMisses: true }, { name: 'held-out', listsMisses: false }];
    const samples = [
      { query: 'tuned words', pages: ['/docs/a'], links: ['/docs/a'], set: 'tuning', paintedMs: 20 },
      { query: 'secret words', pages: ['/docs/b'], links: ['/docs/c'], set: 'held-out', paintedMs: 30 },
      { query: 'more secret words', pages: ['/docs/d'], links: [], set: 'held-out', paintedMs: 40 },
    ];
    const kept = withoutUnlistedQueries(samples, sets);
    expect(kept[0]).toEqual(samples[0]);
    expect(kept.slice(1)).toEqual([
      { query: 'held-out query 1', set: 'held-out', paintedMs: 30, unnamed: true },
      { query: 'held-out query 2', set: 'held-out', paintedMs: 40, unnamed: true },
    ]);
    expect(JSON.stringify(kept)).not.toMatch(/secret|\/docs\/[bcd]/);
  });
});
