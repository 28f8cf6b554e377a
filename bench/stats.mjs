/** Median of a list of numbers (mean of the two middle values for an even count); NaN for an empty list. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const round = (value, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** The median of b[k] - a[k]: two lists of loads made in turns, load k of each one after the other. */
export const medianOfPairedDifferences = (a, b) => median(b.map((value, k) => value - a[k]));

/** The lower and upper quartile of a list of numbers (linear between ranks); [NaN, NaN] for an empty list. */
export function quartiles(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return [Number.NaN, Number.NaN];
  const at = (q) => {
    const rank = q * (sorted.length - 1);
    const low = Math.floor(rank);
    return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (rank - low);
  };
  return [at(0.25), at(0.75)];
}
