import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkDiagram, IMAGES, lightDiagrams } from '../../tools/dark-diagrams.mjs';

// Every diagram has a dark twin made by tools/dark-diagrams.mjs, and every text of both passes contrast against
// the box it sits in (WCAG: 4.5:1, 3:1 for large text).

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Each text with its colour (own fill or the enclosing <g>'s) and the fill of the last box drawn under it. */
function textsOnBoxes(svg: string): Array<{ text: string; fill: string; under: string; large: boolean }> {
  const boxes: Box[] = [];
  const fills: string[] = [];
  const found: Array<{ text: string; fill: string; under: string; large: boolean }> = [];
  for (const match of svg.matchAll(/<(\/?)(g|rect|text)\b([^>]*)>([^<]*)/g)) {
    const [, closing, tag, attrs, content] = match;
    if (tag === 'g') {
      if (closing) fills.pop();
      else fills.push(attr(` ${attrs}`, 'fill') ?? fills[fills.length - 1] ?? '#000000');
      continue;
    }
    if (closing) continue;
    const number = (name: string) => Number(attr(` ${attrs}`, name) ?? 0);
    if (tag === 'rect') {
      const fill = attr(` ${attrs}`, 'fill');
      if (fill && fill !== 'none') boxes.push({ x: number('x'), y: number('y'), width: number('width'), height: number('height'), fill });
      continue;
    }
    const x = number('x');
    const y = number('y');
    const under = [...boxes].reverse().find((b) => x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height + 4);
    const size = Number(attr(` ${attrs}`, 'font-size') ?? /font-size="(\d+)"/.exec(svg)?.[1] ?? 13);
    const bold = /font-weight="(6|7|8|9)00"/.test(attrs);
    found.push({
      text: content.trim(),
      fill: attr(` ${attrs}`, 'fill') ?? fills[fills.length - 1] ?? '#000000',
      under: under?.fill ?? '#ffffff',
      large: size >= 18.66 || (size >= 14 && bold),
    });
  }
  return found;
}

describe.each(lightDiagrams())('diagram %s', (name) => {
  const light = readFileSync(path.join(IMAGES, name), 'utf8');
  const darkName = name.replace(/\.svg$/, '-dark.svg');

  it('has an up-to-date dark twin (node tools/dark-diagrams.mjs)', () => {
    expect(readFileSync(path.join(IMAGES, darkName), 'utf8')).toBe(darkDiagram(light, name));
  });

  it.each([
    ['light', light],
    ['dark', darkDiagram(light, name)],
  ])('passes contrast in the %s theme', (_theme, svg) => {
    const texts = textsOnBoxes(svg);
    expect(texts.length).toBeGreaterThan(3);
    const failing = texts
      .filter((t) => t.text)
      .filter((t) => contrast(t.fill, t.under) < (t.large ? 3 : 4.5))
      .map((t) => `"${t.text}" ${t.fill} on ${t.under}: ${contrast(t.fill, t.under).toFixed(2)}`);
    expect(failing).toEqual([]);
  });

  it('draws the dark twin on a dark page', () => {
    const canvas = /<rect[^>]*fill="(#[0-9a-f]{6})"/.exec(darkDiagram(light, name))?.[1] ?? '#ffffff';
    expect(luminance(canvas)).toBeLessThan(0.05);
  });
});
