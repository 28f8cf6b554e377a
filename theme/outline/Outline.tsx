// Replaces @rspress/core 2.0.22 dist/theme/components/Outline/index.js, with its ScrollToTop.js. Delete when, in a later Rspress, the outline's <nav> is named and its scroll to the top follows reduced motion.
// BEHAVIOUR.md, Keyboard and screen readers: Rspress's outline put an unnamed <nav> inside the "On this page"
// landmark, so a screen reader listed a navigation region with no name; and its "Back to top" always scrolled
// smoothly. The same markup and classes otherwise.
import { useI18n, useSite } from '@rspress/core/runtime';
import { EditLink, IconScrollToTop, LlmsCopyRow, LlmsOpenRow, ReadPercent, SvgWrapper, Toc, useReadPercent } from '@rspress/core/theme';
import '@rspress/core/dist/theme/components/Outline/index.css';
import { A11Y_LABELS } from '../a11y/a11yLabels';
import { motionScrollBehavior } from '../a11y/motion';

function ScrollToTop() {
  const t = useI18n();
  const [, scrollTop] = useReadPercent();
  if (scrollTop < 100) return null;
  return (
    <button
      type="button"
      className="rp-outline__action-row rp-scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: motionScrollBehavior() })}
    >
      <SvgWrapper icon={IconScrollToTop} width="16" height="16" aria-hidden="true" />
      <span>{t('scrollToTopText')}</span>
    </button>
  );
}

export function Outline() {
  const t = useI18n();
  const { site } = useSite();
  const { enableScrollToTop = true, llmsUI } = site.themeConfig;
  const placement = typeof llmsUI === 'object' ? (llmsUI?.placement ?? 'title') : 'title';
  return (
    <div className="rp-outline">
      <div className="rp-outline__title">
        {t('outlineTitle')}
        <ReadPercent size={14} strokeWidth={2} />
      </div>
      <nav className="rp-outline__toc rp-scrollbar" aria-label={A11Y_LABELS.outlineSections}>
        <Toc />
      </nav>
      <div className="rp-outline__divider" />
      <div className="rp-outline__bottom">
        <EditLink isOutline />
        {placement === 'outline' && (
          <>
            <LlmsCopyRow />
            <LlmsOpenRow />
          </>
        )}
        {enableScrollToTop && <ScrollToTop />}
      </div>
    </div>
  );
}
