// Reads Markdown tables out of a page section, for tests that compare a page with the CLI.

/** The lines from the heading that reads exactly `heading` up to the next heading of the same or a higher level. */
export function sectionUnder(body: string, heading: string): string {
  const lines = body.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) return '';
  const level = heading.indexOf(' ');
  const end = lines.findIndex((l, i) => i > start && /^#{1,6} /.test(l) && l.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** Body rows of the tables in a piece of Markdown (divider lines and the first header row left out), as arrays of cells. */
export function tableRows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.trim().startsWith('|') && !/^\|\s*:?-{3,}/.test(line.trim()))
    .slice(1)
    .map((line) => line.trim().slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim()));
}

/** First cells of the body rows of every table in a piece of Markdown. */
export function firstCells(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((l) => l.trim().startsWith('|'))
    .filter((l) => !/^\|\s*:?-{3,}/.test(l.trim()))
    .map((l) => l.trim().split(/(?<!\\)\|/)[1]?.trim() ?? '')
    .filter((cell) => cell.startsWith('`'));
}

export function longFlagsIn(cells: string[]): Set<string> {
  return new Set(cells.flatMap((cell) => cell.match(/--[a-z0-9-]+/g) ?? []));
}

export function backtickedNames(cells: string[]): string[] {
  return cells.map((cell) => /^`([^`]+)`/.exec(cell)?.[1] ?? '').filter(Boolean);
}
