import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { activeHeadingId } from '../../theme/outline/activeHeading';

const LINE = 72;
const headings = (...tops: number[]) => tops.map((top, index) => ({ id: `h${index}`, top }));

describe('the active outline entry is the section being read', () => {
  it('is the first heading before any heading has reached the line', () => {
    expect(activeHeadingId(headings(300, 900, 1500), LINE)).toBe('h0');
  });

  it('is the last heading that has passed the line, even when the next one is on screen', () => {
    expect(activeHeadingId(headings(-400, 20, 500), LINE)).toBe('h1');
  });

  it('counts a heading that an anchor click left exactly on the line', () => {
    expect(activeHeadingId(headings(-400, 72.5, 500), LINE)).toBe('h1');
  });

  it('is the last heading once every heading has passed', () => {
    expect(activeHeadingId(headings(-900, -500, -10), LINE)).toBe('h2');
  });

  it('is nothing on a page without headings', () => {
    expect(activeHeadingId([], LINE)).toBeUndefined();
  });
});

describe('Rspress still takes the hook from the theme (theme/outline/useActiveAnchor.ts)', () => {
  const themeDir = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/theme'));
  it.each(['components/Toc/index.js', 'components/SidebarMenu/index.js'])('%s imports useActiveAnchor from @rspress/core/theme', (file) => {
    const source = readFileSync(path.join(themeDir, file), 'utf8');
    expect(source).toMatch(/import \{[^}]*\buseActiveAnchor\b[^}]*\} from "@rspress\/core\/theme"/);
  });
});

// theme/outline/ReadPercent.tsx takes the place of Rspress's reading progress only where Rspress imports it through
// the theme: the outline's circle and the scroll-to-top link.
describe('Rspress still takes the reading progress from the theme (theme/outline/ReadPercent.tsx)', () => {
  const themeDir = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/theme'));
  it.each([
    ['components/Outline/index.js', 'ReadPercent'],
    ['components/Outline/ScrollToTop.js', 'useReadPercent'],
  ])('%s imports %s from @rspress/core/theme', (file, name) => {
    const source = readFileSync(path.join(themeDir, file), 'utf8');
    expect(source).toMatch(new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "@rspress/core/theme"`));
  });
});
