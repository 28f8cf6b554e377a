// What the search index keeps of a page's code blocks (the config leaves code out of the page's text): per section,
// the lines a page quotes as CLI output, and the identifiers of its other code (flags, environment variables,
// config and manifest keys, error codes, file names). A reader pastes the first from their terminal and types the
// second from their own files; the page that explains either is found by it (common/search/README.md).
import { headingSlug } from '../../common/headings/headingSlug';
import { camelCaseWords, identifiers } from '../../common/search/tokenize';

/**
 * A fence that quotes what the CLI printed: one marked with the scenario it was captured from (cli="..."), or,
 * where no mark is present, any `text` or `console` fence.
 */
export const isCliOutputFence = (lang: string, meta: string) => /\bcli=/.test(meta) || lang === 'text' || lang === 'console';

const FENCE = /^\s*(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/;
const HEADING = /^(#{2,6})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/;
/** A key of JSON, YAML or a JavaScript object: "name": or name: at the start of a line or after { or ,. */
const KEY = /(?:^|[{,])\s*["']?([A-Za-z_$][\w.$-]*)["']?\s*:/gm;
/** A CLI line longer than this is cut: the reader pastes a line, not a screen. */
const MAX_LINE = 200;

/**
 * A heading's Markdown as the page shows it: link text without its address, code without backticks, no emphasis
 * stars (underscores stay: they are part of names such as default_locale).
 */
const shown = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');

export interface FencedBlock {
  lang: string;
  meta: string;
  lines: string[];
  /** The id of the heading the block is under, or undefined before the first heading. */
  headingId?: string;
}

/** The fenced code blocks of an MDX source, each with the heading it is under. */
export function fencedBlocks(source: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let open: (FencedBlock & { fence: string }) | undefined;
  let headingId: string | undefined;
  for (const line of source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n')) {
    if (open) {
      if (line.trim().startsWith(open.fence) && line.trim().replace(/[`~]/g, '') === '') {
        const { fence: _fence, ...block } = open;
        blocks.push(block);
        open = undefined;
      } else open.lines.push(line);
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      open = { fence: fence[1], lang: fence[2].toLowerCase(), meta: fence[3], lines: [], headingId };
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) headingId = heading[3] ?? headingSlug(shown(heading[2]));
  }
  return blocks;
}

/** What one block gives the index: its CLI lines, or its identifiers and keys. */
function blockTerms(block: FencedBlock): string[] {
  const text = block.lines.join('\n');
  if (isCliOutputFence(block.lang, block.meta)) {
    return block.lines.map((line) => line.trim().slice(0, MAX_LINE)).filter((line) => /[\p{L}]/u.test(line));
  }
  const names = [...identifiers(text), ...camelCaseWords(text)].map((found) => text.slice(found.start, found.end));
  for (const [, key] of text.matchAll(KEY)) names.push(key);
  return names;
}

/**
 * The code text of each section of a page: `lead` for the blocks before the first heading, `sections` in the order
 * of `headingIds` ('' where a section has none). A block under a heading the page does not list (a heading inside a
 * component) goes to the section before it.
 */
export function codeBySection(source: string, headingIds: string[]): { lead: string; sections: string[] } {
  const lists: string[][] = [[], ...headingIds.map(() => [])];
  let at = 0;
  for (const block of fencedBlocks(source)) {
    if (block.headingId !== undefined) {
      const found = headingIds.indexOf(block.headingId);
      if (found >= 0) at = found + 1;
    }
    lists[at].push(...blockTerms(block));
  }
  const joined = lists.map((list) => [...new Set(list)].join('\n'));
  return { lead: joined[0], sections: joined.slice(1) };
}
