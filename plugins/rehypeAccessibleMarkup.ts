// BEHAVIOUR.md, Accessibility (accessible HTML as built): fixes Rspress's content markup at build time, so visitors without
// JavaScript and screen readers before hydration get it too. Runs after Rspress's own header anchor step.
import { headingAnchorLabel } from '../headings/headingAnchorLabel';

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

function fix(node: HastNode): void {
  if (node.type === 'element') {
    const props = (node.properties ??= {});
    // Rspress hides the "#" anchors from assistive technology but leaves them in the tab order: name them instead,
    // so that a keyboard or screen-reader user can reach and copy a link to the section.
    if (/^h[1-6]$/.test(node.tagName ?? '')) {
      for (const anchor of (node.children ?? []).filter((c) => c.tagName === 'a' && classes(c).includes('rp-header-anchor'))) {
        const anchorProps = (anchor.properties ??= {});
        delete anchorProps.ariaHidden;
        delete anchorProps['aria-hidden'];
        delete anchorProps.tabIndex;
        anchorProps.ariaLabel = headingAnchorLabel(text({ ...node, children: (node.children ?? []).filter((c) => c !== anchor) }));
      }
    }
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
