import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { activeHeadingId } from '../../theme/outline/activeHeading';
import { ANCHOR_OFFSET_PX } from '../../theme/outline/anchorOffset';

const LINE = ANCHOR_OFFSET_PX;
const headings = (...tops: number[]) => tops.map((top, index) => ({ id: `h${index}`, top }));

describe('the active outline entry is the section being read', () => {
  it('is the first heading before any heading has reached the line', () => {
    expect(activeHeadingId(headings(300, 900, 1500), LINE)).toBe('h0');
  });

  it('is the last heading that has passed the line, even when the next one is on screen', () => {
    expect(activeHeadingId(headings(-400, 20, 500), LINE)).toBe('h1');
  });

  it('counts a heading that an anchor click left exactly on the line', () => {
    expect(activeHeadingId(headings(-400, LINE + 0.5, 500), LINE)).toBe('h1');
  });

  it('is the last heading once every heading has passed', () => {
    expect(activeHeadingId(headings(-900, -500, -10), LINE)).toBe('h2');
  });

  it('is nothing on a page without headings', () => {
    expect(activeHeadingId([], LINE)).toBeUndefined();
  });
});

// The site's useActiveAnchor (theme/outline/useActiveAnchor.ts) and reading progress (theme/outline/ReadPercent.tsx)
// take the place of Rspress's only where Rspress imports them through the theme.
describe('Rspress still takes the outline parts from the theme', () => {
  const themeDir = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/theme'));
  it.each([
    ['components/Toc/index.js', 'useActiveAnchor'],
    ['components/SidebarMenu/index.js', 'useActiveAnchor'],
    ['components/Outline/index.js', 'ReadPercent'],
    ['components/Outline/ScrollToTop.js', 'useReadPercent'],
  ])('%s imports %s from @rspress/core/theme', (file, name) => {
    const source = readFileSync(path.join(themeDir, file), 'utf8');
    expect(source).toMatch(new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "@rspress/core/theme"`));
  });
});
