// Lines in a JSON file the docs hold (the readers' questions and queries), for an error that names where to look.

/** The 1-based line of `offset` in `text`. */
export const lineAt = (text: string, offset: number) => text.slice(0, Math.max(0, offset)).split('\n').length;

/** Where JSON.parse stopped, as a line: Node names a position or, from 22, a line. */
function lineOfSyntaxError(text: string, message: string): number | undefined {
  const line = /line (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  return position ? lineAt(text, Number(position[1])) : undefined;
}

/** `text` parsed, or the problem to report: the file, the line where parsing stopped, and JSON.parse's message. */
export function parseJsonFile(text: string, file: string): { value: unknown } | { problem: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const line = lineOfSyntaxError(text, message);
    return { problem: `${file}${line ? `:${line}` : ''}: not valid JSON: ${message}` };
  }
}
