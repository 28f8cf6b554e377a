// Shiki transformers for every code block, applied at build time (no JavaScript reaches the browser for them):
// - `{2-4}` after the language highlights lines (BEHAVIOUR.md, Content blocks);
// - `// [!code ++]` and `// [!code --]` at the end of a line mark it added or removed: the comment is dropped and
//   Rspress's styles print a "+" or "-" before the line, so the change reads without colour too.
// A ```diff block needs neither: its lines keep their own "+" and "-".
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { transformerNotationDiff } from '@shikijs/transformers';

export const codeTransformers = () => [transformerCompatibleMetaHighlight(), transformerNotationDiff()];
