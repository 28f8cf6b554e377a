// Lines of a Markdown document that look like table rows but that GitHub's Markdown (GFM) does not read as part of a
// table: a row indented less than the rows above it inside a list item, or a row without its header, shows as a
// paragraph of pipes on GitHub.
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

interface MarkdownNode {
  type: string;
  position?: { start: { line: number }; end: { line: number } };
  children?: MarkdownNode[];
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** The lines a table or a code block spans: a pipe there is where it should be. */
function tableAndCodeLines(node: MarkdownNode, into: Set<number>): Set<number> {
  if ((node.type === 'table' || node.type === 'code') && node.position) {
    for (let line = node.position.start.line; line <= node.position.end.line; line += 1) into.add(line);
  }
  node.children?.forEach((child) => tableAndCodeLines(child, into));
  return into;
}

/** The 1-based numbers of the lines that start and end with a pipe and belong to no table (code blocks aside). */
export function strayTableRows(markdown: string): number[] {
  const covered = tableAndCodeLines(parser.parse(markdown) as MarkdownNode, new Set());
  return markdown
    .split('\n')
    .flatMap((text, index) => (/^\s*\|.*\|\s*$/.test(text) && !covered.has(index + 1) ? [index + 1] : []));
}
