import {
  CodeBlock as OriginalCodeBlock,
  DocContent as OriginalDocContent,
  Nav as OriginalNav,
  Outline as OriginalOutline,
  SidebarList,
} from '@rspress/core/theme-original';
import type { SidebarData } from '@rspress/core';
import { useSidebarDynamic } from '@rspress/core/runtime';
import type { ComponentProps, Dispatch, SetStateAction } from 'react';
import { HydrateLater } from './hydrateLater';

// Rspress parts hydrated after the first pass (see hydrateLater.tsx).

export function CodeBlock(props: ComponentProps<typeof OriginalCodeBlock>) {
  return (
    <HydrateLater>
      <OriginalCodeBlock {...props} />
    </HydrateLater>
  );
}

// First in the page, so the first part to hydrate after the shell.
export function Nav(props: ComponentProps<typeof OriginalNav>) {
  return (
    <HydrateLater>
      <OriginalNav {...props} />
    </HydrateLater>
  );
}

export function Outline() {
  return (
    <HydrateLater>
      <OriginalOutline />
    </HydrateLater>
  );
}

// The page content and each top-level sidebar entry have several root elements, and a part that waits must have
// one: a wrapper without a box of its own (see index.css) holds them, in the HTML and in the browser alike.

/**
 * Rspress's Sidebar (its data hook and SidebarList), with each top-level entry a part of its own: the whole
 * sidebar was the longest part to hydrate. A group's collapse toggle updates the entry it was given; the slice's
 * setter puts that entry back in the full list.
 */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  return sidebarData.map((entry, index) => {
    const setSlice: Dispatch<SetStateAction<SidebarData>> = (update) =>
      setSidebarData((all) => {
        const [next] = typeof update === 'function' ? update([all[index]]) : update;
        return all.map((current, position) => (position === index ? next : current));
      });
    return (
      <HydrateLater key={index}>
        <div className="ext-part">
          <SidebarList sidebarData={[entry]} setSidebarData={setSlice} />
        </div>
      </HydrateLater>
    );
  });
}

export function DocContent(props: ComponentProps<typeof OriginalDocContent>) {
  // The Markdown twins (llms output) render this tree to Markdown, where the wrapper would be noise.
  if (import.meta.env.SSG_MD) return <OriginalDocContent {...props} />;
  return (
    <HydrateLater>
      <div className="ext-part">
        <OriginalDocContent {...props} />
      </div>
    </HydrateLater>
  );
}
