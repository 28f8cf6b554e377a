// Replaces @rspress/core 2.0.22 dist/theme/components/CodeButtonGroup/index.js. Delete when, in a later Rspress, its icons cost no markup per code block.
// BEHAVIOUR.md, Content blocks: the copy and wrap buttons of each block.
import { useI18n } from '@rspress/core/runtime';
import { type CodeButtonGroupProps, copyToClipboard, getCopyableText } from '@rspress/core/theme-original';
import { useRef } from 'react';
import './code.css';

// Replaces Rspress's CodeButtonGroup: its wrap and copy buttons drew four inline SVG icons per code block, about
// 1.5 kB of HTML and ten elements each, which every visitor parsed, laid out and hydrated (19 code blocks on the
// welcome page). These buttons keep Rspress's classes and behaviour and draw their icons in CSS (index.css).

const COPIED_CLASS = 'rp-code-copy-button--copied';
const COPIED_MS = 2000;
const copiedTimers = new WeakMap<HTMLButtonElement, ReturnType<typeof setTimeout>>();

async function copyCode(code: HTMLElement | null, button: HTMLButtonElement | null): Promise<void> {
  if (!code || !button) return;
  const text = getCopyableText(code, { ignoreClasses: ['linenumber'], ignoreSelectors: ['.rp-copy-ignore'] });
  // copyToClipboard falls back to a prompt when the clipboard refuses.
  if (!(await copyToClipboard(text))) return;
  button.classList.add(COPIED_CLASS);
  clearTimeout(copiedTimers.get(button));
  copiedTimers.set(
    button,
    setTimeout(() => {
      button.classList.remove(COPIED_CLASS);
      button.blur();
      copiedTimers.delete(button);
    }, COPIED_MS),
  );
}

export function CodeButtonGroup({
  wrapCode,
  toggleWrapCode,
  copyElementRef,
  showWrapCodeButton = true,
  showCopyButton = true,
}: CodeButtonGroupProps) {
  const t = useI18n();
  const copyButton = useRef<HTMLButtonElement>(null);
  const wrapLabel = t('codeButtonGroupWrapButtonText');
  const copyLabel = t('codeButtonGroupCopyButtonText');
  return (
    <div className="rp-code-button-group">
      {showWrapCodeButton && (
        <button
          type="button"
          className={`rp-code-button-group__button rp-code-wrap-button${wrapCode ? ' rp-code-wrap-button--wrapped' : ''}`}
          onClick={toggleWrapCode}
          title={wrapLabel}
          aria-label={wrapLabel}
          aria-pressed={wrapCode}
        >
          <span className="rp-code-button-group__icon ext-code-icon ext-code-icon--wrap" aria-hidden="true" />
        </button>
      )}
      {showCopyButton && (
        <button
          type="button"
          ref={copyButton}
          className="rp-code-button-group__button rp-code-copy-button"
          onClick={() => copyCode(copyElementRef.current, copyButton.current)}
          // Named by aria-label, not by its tooltip alone (html-validate's text-content rule, and speech input).
          title={copyLabel}
          aria-label={copyLabel}
        >
          <span className="rp-code-button-group__icon ext-code-icon ext-code-icon--copy" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
