// BEHAVIOUR.md, Accessibility (accessible HTML as built): fixes Rspress's content markup at build time, so visitors without
// JavaScript and screen readers before hydration get it too. Runs after Rspress's own header anchor step.
import { HEADING_WRAPPER_CLASS, headingAnchorLabel } from '../../common/headings/headingAnchorLabel';

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function classes(node: HastNode): string[] {
  const value = node.properties?.className ?? node.properties?.class;
  return Array.isArray(value) ? value.map(String) : String(value ?? '').split(/\s+/);
}

function hasContent(node: HastNode): boolean {
  if (node.type === 'text') return Boolean(node.value?.trim());
  if (node.tagName === 'img' || node.tagName === 'svg') return true;
  return (node.children ?? []).some(hasContent);
}

function text(node: HastNode): string {
  return node.type === 'text' ? (node.value ?? '').trim() : (node.children ?? []).map(text).join(' ').trim();
}

function collect(node: HastNode, tagName: string): HastNode[] {
  if (node.tagName === tagName) return [node];
  return (node.children ?? []).flatMap((child) => collect(child, tagName));
}

const isAnchor = (node: HastNode) => node.tagName === 'a' && classes(node).includes('rp-header-anchor');

/**
 * Rspress puts its "#" anchor inside the heading, hidden from assistive technology yet in the tab order, so its
 * text joined the heading's ("#Latest News"). The anchor moves out, into a wrapper with the heading, with a name of
 * its own: the heading is named by its text alone, and a keyboard or screen-reader user can still reach and copy a
 * link to the section. It comes just before the heading, where it is drawn (in the gutter at the heading's first
 * line): Tab meets it in on-screen order, also before the page title's own buttons, which Rspress's h1 renders
 * after the heading; and a screen reader skimming by headings reads on from a heading into its content.
 */
function headingWithAnchorBefore(heading: HastNode): HastNode {
  const anchors = (heading.children ?? []).filter(isAnchor);
  if (!anchors.length) return heading;
  heading.children = (heading.children ?? []).filter((child) => !isAnchor(child));
  const anchorProps = (anchors[0].properties ??= {});
  delete anchorProps.ariaHidden;
  delete anchorProps['aria-hidden'];
  delete anchorProps.tabIndex;
  anchorProps.ariaLabel = headingAnchorLabel(text(heading));
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [HEADING_WRAPPER_CLASS, `${HEADING_WRAPPER_CLASS}--${heading.tagName}`] },
    children: [anchors[0], heading],
  };
}

function fix(node: HastNode): void {
  if (node.children) {
    node.children = node.children.map((child) => (/^h[1-6]$/.test(child.tagName ?? '') ? headingWithAnchorBefore(child) : child));
  }
  if (node.type === 'element') {
    const props = (node.properties ??= {});
    // Markdown makes every cell of a table's first row a <th>; an empty one (a matrix's corner) heads nothing.
    if (node.tagName === 'th' && !hasContent(node)) node.tagName = 'td';
    // A table or code block wider than the screen scrolls in its box: the keyboard must reach it to scroll it,
    // and a stop needs a name. Shiki already makes every <pre> a stop; the table is named by its column heads.
    if (node.tagName === 'table') {
      props.tabIndex = 0;
      const heads = collect(node, 'th').map(text).filter(Boolean);
      props.ariaLabel = heads.length ? `Table: ${heads.join(', ')}` : 'Table';
    }
    if (node.tagName === 'pre') {
      props.tabIndex = 0;
      props.role = 'group';
      const lang = classes(node).find((name) => name.startsWith('language-'))?.slice('language-'.length);
      props.ariaLabel = lang ? `Code (${lang})` : 'Code';
    }
  }
  node.children?.forEach(fix);
}

export function rehypeAccessibleMarkup() {
  return (tree: HastNode) => fix(tree);
}
