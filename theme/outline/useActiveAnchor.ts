// Replaces @rspress/core 2.0.22 dist/theme/hooks/useActiveAnchor.js. Delete when, in a later Rspress, it marks the section being read, not the first heading below the line.
// BEHAVIOUR.md, Page layout: the active outline entry is the section being read: the last heading past the navbar line.
import type { Header } from '@rspress/core';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { activeHeadingId } from './activeHeading';
import { anchorOffset } from './anchorOffset';

// Replaces Rspress's useActiveAnchor, which lights the first heading visible below the line: with a section's
// heading just above it and the next one lower on screen, the next section was marked. The site's Toc and
// SidebarMenu use this one; Rspress's own import the hook through '@rspress/core/theme', so this export would take
// its place in them too (tests/unit/outline.test.ts fails if an upgrade stops importing it that way).

const SCROLL_THROTTLE_MS = 200; // BEHAVIOUR.md, Constants: scroll handlers throttled at 200 ms


function readActive(headers: Header[]): { id?: string; header?: Header } {
  const line = anchorOffset();
  const tops = headers.map(({ id }) => ({ id, top: document.getElementById(id)?.getBoundingClientRect().top ?? Infinity }));
  const id = activeHeadingId(tops, line);
  const passed = tops.filter((t) => t.top <= line).pop();
  return { id, header: headers.find((h) => h.id === passed?.id) };
}

export function useActiveAnchor(headers: Header[]) {
  const [state, setState] = useState<{ id?: string; header?: Header }>({});
  const { hash } = useLocation();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      const next = readActive(headers);
      setState((current) => (current.id === next.id && current.header === next.header ? current : next));
    };
    // Throttled, with a trailing run so the final position always counts.
    const onScroll = () => {
      timer ??= setTimeout(update, SCROLL_THROTTLE_MS);
    };
    // The first reading waits for the next frame: measuring the headings inside the hydration commit forced a
    // layout of the whole page in the middle of it.
    const first = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [headers, hash]);
  return { activeAnchorId: state.id, scrolledHeader: state.header };
}
