// Typo tolerance: one inserted, deleted, replaced or swapped letter.

/** True when `a` and `b` differ by at most one edit (an adjacent swap counts as one: "contnet" → "content"). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (lengthGap === 1) return a.slice(i + 1) === b.slice(i);
  if (lengthGap === -1) return a.slice(i) === b.slice(i + 1);
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}
