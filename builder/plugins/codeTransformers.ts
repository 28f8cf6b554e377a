// Shiki transformers for every code block, applied at build time (no JavaScript reaches the browser for them):
// - `{2-4}` after the language highlights lines (BEHAVIOUR.md, Content blocks);
// - `// [!code ++]` and `// [!code --]` at the end of a line mark it added or removed: the comment is dropped and
//   Rspress's styles print a "+" or "-" before the line, so the change reads without colour too.
// A ```diff block needs neither: its lines keep their own "+" and "-".
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { transformerNotationDiff } from '@shikijs/transformers';

const codeTransformers = () => [transformerCompatibleMetaHighlight(), transformerNotationDiff()];

/**
 * The site's Shiki options (`markdown.shiki` of rspress.config.ts). Shiki gives up on a line after 500 ms by default
 * and leaves the rest of it as one token; on a loaded machine the first lines of a language, while its grammar
 * compiles, can take longer, and the page then kept its `// [!code ++]` markers unstyled (seen in a unit run on a
 * busy host). A build waits for the highlighting instead, up to 10 s a line.
 */
export const shikiOptions = () => ({ transformers: codeTransformers(), tokenizeTimeLimit: 10_000 });
