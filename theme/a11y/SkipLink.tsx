// BEHAVIOUR.md, Accessibility: every page works from the keyboard: a skip link is its first stop and moves focus to the main content.
import { A11Y_LABELS } from './a11yLabels';

/** The id of each layout's <main> (DocLayout, HomeLayout, NotFoundLayout), which carries tabIndex -1. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page; visible only while focused. */
export function SkipLink() {
  return (
    <a
      className="ext-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus, not only the view, so the next Tab continues from the main content. No hash in the URL:
        // Rspress would treat it as a heading to scroll to.
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {A11Y_LABELS.skipLink}
    </a>
  );
}
