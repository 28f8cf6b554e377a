// Replaces @rspress/core 2.0.22 dist/theme/components/Search/SuggestItem.js. Delete when, in a later Rspress, its hits are options of a listbox with their own id, name and description.
// BEHAVIOUR.md, Search: one hit of the dialog's listbox. The same markup and classes as Rspress's SuggestItem, whose
// CSS it keeps, but the link is the option itself (role "option", an id for the input's aria-activedescendant,
// named by its page and section, described by its snippet) and out of the tab order: the arrow keys choose it.
import { IconFile, IconHeader, IconJump, IconTitle, Link, SvgWrapper } from '@rspress/core/theme-original';
import { getSlicedStrByByteLength } from '@rspress/core/dist/theme/components/Search/logic/util.js';
import '@rspress/core/dist/theme/components/Search/SuggestItem.css';
import type { MouseEvent, ReactNode } from 'react';
import { hitName } from './hitText';

export interface Hit {
  type: 'title' | 'header' | 'content';
  title: string;
  header: string;
  link: string;
  statement?: string;
  highlightInfoList: Array<{ start: number; length: number }>;
}

const ICONS = { title: IconTitle, header: IconHeader, content: IconFile };

/** The text with its matched words marked; a highlight's length counts bytes, as Rspress's panel does. */
function marked(text: string, highlights: Hit['highlightInfoList']): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { start, length } of highlights) {
    const word = getSlicedStrByByteLength(text, start, length);
    parts.push(text.slice(from, start));
    parts.push(
      <span className="rp-suggest-item__mark" key={start}>
        {word}
      </span>,
    );
    from = start + word.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

interface Props {
  hit: Hit;
  id: string;
  current: boolean;
  onMouseMove: () => void;
  onChoose: (hit: Hit) => void;
}

export function SearchHit({ hit, id, current, onMouseMove, onChoose }: Props) {
  const snippetId = `${id}-snippet`;
  const content =
    hit.type === 'content' ? (
      <>
        <div className="rp-suggest-item__statement" id={snippetId}>
          {marked(hit.statement ?? '', hit.highlightInfoList)}
        </div>
        <p className="rp-suggest-item__title">{hit.title}</p>
      </>
    ) : (
      <div className="rp-suggest-item__header">{marked(hit.header, hit.highlightInfoList)}</div>
    );
  return (
    <li role="none" className={`rp-suggest-item${current ? ' rp-suggest-item--current' : ''}`} onMouseMove={onMouseMove}>
      <Link
        href={hit.link}
        id={id}
        role="option"
        aria-selected={current}
        aria-label={hitName(hit)}
        aria-describedby={hit.type === 'content' ? snippetId : undefined}
        tabIndex={-1}
        className="rp-suggest-item__link"
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          onChoose(hit);
        }}
      >
        <div className="rp-suggest-item__container">
          <div className="rp-suggest-item__icon">
            <SvgWrapper icon={ICONS[hit.type]} aria-hidden="true" />
          </div>
          <div className="rp-suggest-item__content">
            <div>{content}</div>
          </div>
          <div className="rp-suggest-item__action-icon">
            <SvgWrapper icon={IconJump} aria-hidden="true" />
          </div>
        </div>
      </Link>
    </li>
  );
}
