// Replaces @rspress/core 2.0.22 dist/theme/components/Tabs/index.js. Delete when, in a later Rspress, its tabs follow the WAI-ARIA tabs pattern and show the saved tab in the first paint.
// BEHAVIOUR.md, Content blocks, and the WAI-ARIA tabs pattern: replaces Rspress's Tabs, whose labels were <div onClick>
// without roles, states or keys, and whose panels were named by nothing.
import {
  Children,
  type ForwardedRef,
  forwardRef,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { tabStorageKey } from './tabStorageKey';
import { useStoredValue } from './useStoredValue';
import '@rspress/core/dist/theme/components/Tabs/index.css';
import './tabs.css';

interface TabValue {
  label?: ReactNode;
  value?: string;
  disabled?: boolean;
}

export interface TabsProps {
  values?: TabValue[];
  defaultIndex?: number;
  defaultValue?: string;
  onChange?: (index: number) => void;
  children?: ReactNode;
  groupId?: string;
  tabPosition?: 'left' | 'center';
  className?: string;
  labelItemClassName?: string;
  contentItemClassName?: string;
  keepDOM?: boolean;
}

/** The stored tab of a group when it is the index of one of its `count` tabs, else null. */
export function validTabIndex(stored: string | null, count: number): number | null {
  if (stored === null || !/^\d+$/.test(stored)) return null;
  const index = Number(stored);
  return index < count ? index : null;
}

/** The tab an arrow, Home or End key moves to, or null for other keys. */
function keyTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export const Tabs = forwardRef(function Tabs(props: TabsProps, ref: ForwardedRef<HTMLDivElement>) {
  const { values, defaultIndex, defaultValue, onChange, groupId, tabPosition, className = '', keepDOM = true } = props;
  const children = Children.toArray(props.children).filter(isValidElement) as Array<ReactElement<TabValue>>;
  const tabs: TabValue[] = values?.length ? values : children.map((child, index) => ({ label: index, ...child.props }));
  const contentOf = (tab: TabValue, index: number) =>
    (values?.length ? children.find((child) => child.props.value === tab.value) : undefined) ?? children[index];
  const byValue = defaultValue === undefined ? -1 : tabs.findIndex((tab) => tab.value === defaultValue);
  const initial = byValue === -1 ? (defaultIndex ?? 0) : byValue;
  const [ownIndex, setOwnIndex] = useState(initial);
  const [stored, setStored] = useStoredValue(tabStorageKey(groupId ?? ''));
  // A stored value that is not a tab of this block (edited, or from a block with more tabs) shows the default.
  const current = groupId ? (validTabIndex(stored, tabs.length) ?? initial) : ownIndex;
  const id = useId();
  const select = (index: number) => {
    if (tabs[index]?.disabled) return;
    onChange?.(index);
    if (groupId) setStored(String(index));
    else setOwnIndex(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyTarget(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
  };
  if (import.meta.env.SSG_MD) {
    return <>{tabs.map((tab, index) => <div key={index}>{`\n**${tab.label}**\n\n`}{contentOf(tab, index)}</div>)}</>;
  }
  return (
    <div className={`rp-tabs ${className}`} ref={ref}>
      {tabs.length ? (
        <div
          className="rp-tabs__label rp-tabs__label--no-scrollbar"
          role="tablist"
          style={{ justifyContent: tabPosition === 'center' ? 'center' : 'flex-start' }}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab, index) => (
            <button
              type="button"
              role="tab"
              key={tab.value ?? index}
              id={`${id}-tab-${index}`}
              aria-selected={index === current}
              aria-controls={`${id}-panel-${index}`}
              aria-disabled={tab.disabled || undefined}
              tabIndex={index === current ? 0 : -1}
              data-index={index}
              className={`rp-tabs__label__item ext-plain-button rp-tabs__label__item--${index === current ? 'selected' : 'not-selected'} ${props.labelItemClassName ?? ''}`}
              onClick={() => select(index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className="rp-tabs__content">
        {tabs.map((tab, index) =>
          !keepDOM && index !== current ? null : (
            <div
              role="tabpanel"
              key={tab.value ?? index}
              id={`${id}-panel-${index}`}
              aria-labelledby={`${id}-tab-${index}`}
              hidden={index !== current}
              data-index={index}
              className={`rp-tabs__content__item rp-tabs__content__item--${index === current ? 'active' : 'hidden'} ${props.contentItemClassName ?? ''}`}
            >
              {contentOf(tab, index)}
            </div>
          ),
        )}
      </div>
    </div>
  );
});

export function Tab({ children }: { label?: ReactNode; value?: string; disabled?: boolean; children?: ReactNode }) {
  return <>{children}</>;
}
