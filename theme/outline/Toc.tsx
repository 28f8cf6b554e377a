// Replaces @rspress/core 2.0.22 dist/theme/components/Toc/index.js, with its TocItem.js. Delete when, in a later Rspress, TocItem no longer measures layout while the page hydrates.
// BEHAVIOUR.md ("outline"): the same markup and classes as Rspress's outline entries. Rspress's TocItem scrolls the
// active entry into view during the hydration, which forces a layout pass inside React's hydration task (22 ms on
// the slow phone); the active entry is revealed, smoothly, on the next frame instead (revealInScroller.ts).
import { Link, parseInlineMarkdownText, renderInlineMarkdown, useActiveAnchor, useDynamicToc } from '@rspress/core/theme';
import '@rspress/core/dist/theme/components/Toc/TocItem.css';
import { useRef } from 'react';
import { useRevealWhenActive } from '../doc-layout/revealInScroller';

type Header = ReturnType<typeof useDynamicToc>[number];

// A plain-text entry gets a break opportunity after each underscore that starts a new word, so that a long error
// code (E_COMMAND_UNSUPPORTED_FOR_TARGET) wraps between its words in the narrow outline instead of inside one
// (BEHAVIOUR.md, CLI facts; tests/e2e/error-codes-outline.spec.ts). <wbr> adds no text.
function withWordBreaks(rendered: ReturnType<typeof renderInlineMarkdown>) {
  const text = (rendered as { children?: unknown }).children;
  if (typeof text !== 'string' || !/_[A-Z0-9]/.test(text)) return rendered;
  const words = text.split(/(?<=_)(?=[A-Z0-9])/);
  return { children: words.flatMap((word, i) => (i === 0 ? [word] : [<wbr key={i} />, word])) };
}

// Rspress's outline starts at h2: deeper headings are indented 12 px per level.
const BASE_HEADER_LEVEL = 2;

function TocEntry({ header, active }: { header: Header; active: boolean }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useRevealWhenActive(ref, active, '.rp-outline__toc', 'smooth');
  const depth = header.depth - BASE_HEADER_LEVEL;
  return (
    <Link
      href={`#${header.id}`}
      ref={ref}
      title={parseInlineMarkdownText(header.text)}
      className={active ? 'rp-toc-item rp-toc-item--active' : 'rp-toc-item'}
      style={{ paddingLeft: depth * 12 }}
      data-depth={depth}
    >
      <span className="rp-toc-item__text rp-doc" {...withWordBreaks(renderInlineMarkdown(header.text))} />
    </Link>
  );
}

export function Toc() {
  const headers = useDynamicToc();
  const { activeAnchorId } = useActiveAnchor(headers);
  return (
    <>
      {headers.map((header, index) => (
        <TocEntry header={header} active={activeAnchorId === header.id} key={`${header.depth}_${header.text}_${header.id}_${index}`} />
      ))}
    </>
  );
}
