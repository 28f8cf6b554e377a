import { Tabs as OriginalTabs } from '@rspress/core/theme-original';
import { Children, type ComponentProps, forwardRef, isValidElement, useLayoutEffect } from 'react';

type TabsProps = ComponentProps<typeof OriginalTabs>;

const GROUP_PREFIX = 'rspress.tabs.';

/** The stored tab of a group when it is the index of one of its `count` tabs, else null. */
export function validTabIndex(stored: string | null, count: number): number | null {
  if (stored === null || !/^\d+$/.test(stored)) return null;
  const index = Number(stored);
  return index < count ? index : null;
}

/**
 * Wraps Rspress's Tabs: a stored tab for a group ("rspress.tabs.<groupId>") that is not a number, or names a tab
 * the block lacks, left every tab hidden. Such a value is removed before Tabs reads it, so the default tab shows.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const { groupId, values, children } = props;
  const count = values?.length || Children.toArray(children).filter(isValidElement).length;
  // A layout effect runs before the passive effect in which Tabs reads the stored value.
  useLayoutEffect(() => {
    if (!groupId) return;
    const key = GROUP_PREFIX + groupId;
    try {
      if (validTabIndex(localStorage.getItem(key), count) === null) localStorage.removeItem(key);
    } catch {
      // Storage that cannot be read holds no bad value.
    }
  }, [groupId, count]);
  return <OriginalTabs ref={ref} {...props} />;
});
