// Replaces @rspress/core 2.0.22 dist/theme/components/NavHamburger/index.js. Delete when, in a later Rspress, its button is named and reports aria-expanded.
// BEHAVIOUR.md, Accessibility (the phone navigation menu): replaces Rspress's NavHamburger, whose menu button was named "mobile
// hamburger" and told neither whether the menu is open nor which element it opens.
import { IconSmallMenu, SvgWrapper } from '@rspress/core/theme-original';
import { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
import { useI18n } from '@rspress/core/runtime';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { tabStops } from '../a11y/focusable';
import { useOverlayFocus } from '../a11y/useOverlayFocus';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';

export const NAV_SCREEN_ID = 'ext-nav-screen';

// The menu's screen is only drawn while open: its code loads on the first intent to open it (a pointer over, a touch
// on or the focus on the button, or the click itself) instead of in every page's first script (about 1.5 kB of gzip).
const loadNavScreen = () => import('@rspress/core/dist/theme/components/NavScreen/index.js');
const NavScreen = lazy(() => loadNavScreen().then((module) => ({ default: module.NavScreen })));

/** Tells its parent, once mounted, that the lazily loaded screen is in the page (focus can move into it). */
function Mounted({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  useEffect(onMount, [onMount]);
  return children;
}

interface NavHamburgerProps {
  beforeLeftNavItems?: ReactNode;
  afterLeftNavItems?: ReactNode;
  beforeRightNavItems?: ReactNode;
  afterRightNavItems?: ReactNode;
}

/**
 * The menu button of narrow screens. Rspress's second button, a hover menu for widths between its breakpoints,
 * is left out: the site's 1024 px breakpoint (theme/index.css) hides it at every width.
 */
export function NavHamburger(props: NavHamburgerProps) {
  const t = useI18n();
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const screenRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [screenLoaded, setScreenLoaded] = useState(false);
  const onScreenMounted = useRef(() => setScreenLoaded(true)).current;
  // Focus moves in once the screen is drawn: on the first opening, after its code has arrived.
  useOverlayFocus(isScreenOpen && screenLoaded, {
    container: screenRef,
    onClose: toggleScreen,
    initialFocus: () => (screenRef.current ? tabStops(screenRef.current)[0] : null),
    fallbackFocus: () => toggleRef.current,
    // The menu button stays in the cycle: it is the visible way to close the menu.
    trap: () => (toggleRef.current ? [toggleRef.current] : []),
  });
  const container = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  return (
    <>
      {isScreenOpen && container
        ? createPortal(
            // Not aria-modal: the menu button outside it stays in the Tab cycle to close it.
            <div ref={screenRef} id={NAV_SCREEN_ID} role="dialog" aria-label={t('menuTitle')} style={{ display: 'contents' }}>
              <Suspense fallback={null}>
                <Mounted onMount={onScreenMounted}>
                  <NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />
                </Mounted>
              </Suspense>
            </div>,
            container,
          )
        : null}
      <button
        ref={toggleRef}
        type="button"
        onClick={toggleScreen}
        onPointerEnter={() => void loadNavScreen()}
        onTouchStart={() => void loadNavScreen()}
        onFocus={() => void loadNavScreen()}
        aria-label={t('menuTitle')}
        aria-expanded={isScreenOpen}
        aria-controls={isScreenOpen ? NAV_SCREEN_ID : undefined}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${isScreenOpen ? ' rp-nav-hamburger--active' : ''}`}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
    </>
  );
}
