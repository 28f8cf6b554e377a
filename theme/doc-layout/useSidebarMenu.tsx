// The narrow screens' sidebar and outline drawers: open state, the body scroll lock while the sidebar is open,
// closing on a click outside, as Rspress's own hook does, with the menu bar of ./SidebarMenu, and the keyboard:
// focus moves into the open drawer (the sidebar's current page, the outline's section in view), Tab stays in it and
// its button while it covers the page, Escape closes either drawer and focus returns to its button.
import { useClickOutside } from '@rspress/core/dist/theme/components/SidebarMenu/useClickOutside.js';
import { clearAllBodyScrollLocks, disableBodyScroll } from 'body-scroll-lock';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { tabStops } from '../a11y/focusable';
import { useOverlayFocus } from '../a11y/useOverlayFocus';
import { SidebarMenu } from './SidebarMenu';

export function useSidebarMenu(beforeOutline?: ReactNode, afterOutline?: ReactNode) {
  const [isSidebarOpen, setSidebarOpen] = useState(false);
  const [isOutlineOpen, setOutlineOpen] = useState(false);
  const sidebarMenuRef = useRef<HTMLDivElement>(null);
  const sidebarLayoutRef = useRef<HTMLElement>(null);
  const asideLayoutRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (sidebarMenuRef.current && isSidebarOpen) {
      disableBodyScroll(sidebarMenuRef.current, { reserveScrollBarGap: true, allowTouchMove: () => true });
    }
    return () => clearAllBodyScrollLocks();
  }, [isSidebarOpen]);
  useClickOutside([sidebarMenuRef, sidebarLayoutRef], () => setSidebarOpen(false));
  useClickOutside([sidebarMenuRef, asideLayoutRef], () => setOutlineOpen(false));
  const menuButton = (side: 'left' | 'right') => sidebarMenuRef.current?.querySelector<HTMLElement>(`.rp-sidebar-menu__${side}`);
  useOverlayFocus(isSidebarOpen, {
    container: sidebarLayoutRef,
    onClose: () => setSidebarOpen(false),
    initialFocus: () => {
      const stops = sidebarLayoutRef.current ? tabStops(sidebarLayoutRef.current) : [];
      return stops.find((el) => el.classList.contains('rp-sidebar-item--active')) ?? stops[0];
    },
    fallbackFocus: () => menuButton('left'),
    trap: () => [menuButton('left')].filter((el): el is HTMLElement => Boolean(el)),
  });
  useOverlayFocus(isOutlineOpen, {
    container: asideLayoutRef,
    onClose: () => setOutlineOpen(false),
    initialFocus: () => {
      const stops = asideLayoutRef.current ? tabStops(asideLayoutRef.current) : [];
      return stops.find((el) => el.classList.contains('rp-toc-item--active')) ?? stops[0];
    },
    fallbackFocus: () => menuButton('right'),
    trap: () => [menuButton('right')].filter((el): el is HTMLElement => Boolean(el)),
  });
  const sidebarMenu = (
    <SidebarMenu
      ref={sidebarMenuRef}
      isSidebarOpen={isSidebarOpen}
      setSidebarOpen={setSidebarOpen}
      isOutlineOpen={isOutlineOpen}
      setOutlineOpen={setOutlineOpen}
      beforeOutline={beforeOutline}
      afterOutline={afterOutline}
    />
  );
  return { sidebarMenu, isSidebarOpen, isOutlineOpen, sidebarLayoutRef, asideLayoutRef };
}
