// BEHAVIOUR.md, Page layout: on narrow screens a 'Menu' button opens the sidebar with a backdrop, and the outline opens from the same
// bar. Replaces Rspress's SidebarMenu, whose two buttons did not say whether their panel was open or which panel
// they open (aria-expanded, aria-controls); same classes and behaviour otherwise.
import { useFrontmatter, useI18n, useLocation } from '@rspress/core/runtime';
import { IconArrowRight, IconMenu, renderInlineMarkdown, SvgWrapper, useDynamicToc } from '@rspress/core/theme-original';
import { forwardRef, type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import '@rspress/core/dist/theme/components/SidebarMenu/index.css';
import { ReadPercent } from '../outline/ReadPercent';
import { useActiveAnchor } from '../outline/useActiveAnchor';

export const SIDEBAR_ID = 'ext-sidebar';
export const OUTLINE_ID = 'ext-outline';

interface SidebarMenuProps {
  isSidebarOpen: boolean;
  setSidebarOpen: (open: boolean) => void;
  isOutlineOpen: boolean;
  setOutlineOpen: (open: boolean) => void;
  beforeOutline?: ReactNode;
  afterOutline?: ReactNode;
}

export const SidebarMenu = forwardRef<HTMLDivElement, SidebarMenuProps>(function SidebarMenu(props, ref) {
  const { isSidebarOpen, setSidebarOpen, isOutlineOpen, setOutlineOpen, beforeOutline, afterOutline } = props;
  const t = useI18n();
  const { pathname, hash } = useLocation();
  const headers = useDynamicToc();
  const { scrolledHeader } = useActiveAnchor(headers);
  const { frontmatter } = useFrontmatter();
  const showSidebar = (frontmatter.sidebar ?? true) === true;
  const showOutline = frontmatter.outline ?? true;
  const outlineDisabled = !beforeOutline && !afterOutline && headers.length === 0;
  useEffect(() => setSidebarOpen(false), [pathname, setSidebarOpen]);
  useEffect(() => {
    if (hash) setOutlineOpen(false);
  }, [hash, setOutlineOpen]);
  const backdropRoot = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  return (
    <>
      <div className="rp-sidebar-menu" ref={ref}>
        {showSidebar ? (
          <button
            type="button"
            className="rp-sidebar-menu__left"
            aria-expanded={isSidebarOpen}
            aria-controls={SIDEBAR_ID}
            onClick={() => setSidebarOpen(true)}
          >
            <SvgWrapper icon={IconMenu} />
            <span>{t('menuTitle')}</span>
          </button>
        ) : (
          <div className="rp-sidebar-menu__left" />
        )}
        {showOutline ? (
          <button
            type="button"
            className="rp-sidebar-menu__right"
            disabled={outlineDisabled}
            aria-expanded={isOutlineOpen}
            aria-controls={OUTLINE_ID}
            onClick={(event) => {
              event.preventDefault();
              event.stopPropagation();
              setOutlineOpen(!isOutlineOpen);
            }}
          >
            {scrolledHeader?.text ? (
              <span className="rp-sidebar-menu__right__text rp-doc" {...renderInlineMarkdown(scrolledHeader.text)} />
            ) : (
              <span className="rp-sidebar-menu__right__text">{t('outlineTitle')}</span>
            )}
            <ReadPercent size={14} strokeWidth={2} />
            {outlineDisabled ? null : (
              <SvgWrapper
                icon={IconArrowRight}
                className="rp-sidebar-menu__right__icon"
                style={{ transform: isOutlineOpen ? 'rotate(90deg)' : 'rotate(0deg)', transition: 'transform 0.2s ease-out' }}
              />
            )}
          </button>
        ) : (
          <div className="rp-sidebar-menu__right" />
        )}
      </div>
      {(isSidebarOpen || isOutlineOpen) && backdropRoot
        ? createPortal(<div className="rp-sidebar-menu__mask" onClick={() => setSidebarOpen(false)} />, backdropRoot)
        : null}
    </>
  );
});
