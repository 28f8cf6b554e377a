// BEHAVIOUR.md, Appearance: a picture in docs/public with a "-dark" twin (images/x.svg and images/x-dark.svg, made
// by tools/dark-diagrams.mjs) is written twice at build time, and the page's theme shows one of them
// (theme/content/themedImages.css): no light card on a dark page, with no JavaScript.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PUBLIC_DIR = fileURLToPath(new URL('../../docs/public/', import.meta.url));
export const LIGHT_CLASS = 'ext-themed-light';
export const DARK_CLASS = 'ext-themed-dark';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  tagName?: string;
  name?: string;
  properties?: Record<string, unknown>;
  attributes?: JsxAttribute[];
  children?: Node[];
}

/** The dark twin's URL of a root-relative picture URL, when the twin exists in docs/public. */
export function darkTwinOf(src: unknown, publicDir = PUBLIC_DIR): string | undefined {
  if (typeof src !== 'string' || !src.startsWith('/') || !/\.(svg|png|jpe?g|webp)$/i.test(src) || /-dark\.\w+$/.test(src)) return undefined;
  const twin = src.replace(/(\.\w+)$/, '-dark$1');
  return existsSync(path.join(publicDir, twin.slice(1))) ? twin : undefined;
}

const withClass = (existing: unknown, name: string) => [existing, name].filter((c) => typeof c === 'string' && c).join(' ');

/** Both pictures for an <img> (Markdown) or a JSX <img /> (MDX); undefined when it has no twin. */
function themedPair(node: Node): [Node, Node] | undefined {
  if (node.type === 'element' && node.tagName === 'img') {
    const twin = darkTwinOf(node.properties?.src);
    if (!twin) return undefined;
    const props = node.properties ?? {};
    return [
      { ...node, properties: { ...props, className: withClass(props.className, LIGHT_CLASS) } },
      { ...node, properties: { ...props, src: twin, className: withClass(props.className, DARK_CLASS) } },
    ];
  }
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img') {
    const attributes = node.attributes ?? [];
    const twin = darkTwinOf(attributes.find((a) => a.name === 'src')?.value);
    if (!twin) return undefined;
    const existing = attributes.find((a) => a.name === 'className' || a.name === 'class')?.value;
    const rest = attributes.filter((a) => a.name !== 'className' && a.name !== 'class');
    const cls = (name: string): JsxAttribute => ({ type: 'mdxJsxAttribute', name: 'className', value: withClass(existing, name) });
    return [
      { ...node, attributes: [...rest, cls(LIGHT_CLASS)] },
      { ...node, attributes: [...rest.map((a) => (a.name === 'src' ? { ...a, value: twin } : a)), cls(DARK_CLASS)] },
    ];
  }
  return undefined;
}

function visit(node: Node): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    visit(child);
    return themedPair(child) ?? [child];
  });
}

export function rehypeThemedImages() {
  return (tree: Node) => visit(tree);
}
