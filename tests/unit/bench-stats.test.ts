import { describe, expect, it } from 'vitest';
import { median, medianOfPairedDifferences, quartiles } from '../../bench/stats.mjs';

// The bench's verdicts on times rest on these: a wrong middle value would pass or fail a budget by itself.
describe('the bench statistics', () => {
  it('take the middle value, or the mean of the two middle values, leaving out what is not a number', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it('pair load k of one site with load k of the other', () => {
    expect(medianOfPairedDifferences([1000, 2000, 3000], [1100, 2100, 3100])).toBe(100);
    // A slow spell that fell on one load of the first site: the medians differ by -900 ms, the pairs by +100.
    expect(median([1100, 1000, 2100]) - median([1000, 3000, 2000])).toBe(-900);
    expect(medianOfPairedDifferences([1000, 3000, 2000], [1100, 1000, 2100])).toBe(100);
  });

  it('give the lower and upper quartile, between ranks', () => {
    expect(quartiles([1, 2, 3, 4, 5])).toEqual([2, 4]);
    expect(quartiles([4, 1, 3, 2])).toEqual([1.75, 3.25]);
    expect(quartiles([])).toEqual([Number.NaN, Number.NaN]);
  });
});
