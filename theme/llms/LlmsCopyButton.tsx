// Replaces @rspress/core 2.0.22 dist/theme/components/Llms/LlmsCopyButton.js. Delete when, in a later Rspress, it leaves the first script of every page.
// BEHAVIOUR.md, For tools and agents ("Copy page as Markdown"): the button under each page title.
import { routePathToMdPath, useI18n, usePage } from '@rspress/core/runtime';
import { copyToClipboard } from '@rspress/core/theme-original';
import { useRef, useState } from 'react';
import '@rspress/core/dist/theme/components/Llms/index.css';
import '@rspress/core/dist/theme/components/Llms/LlmsCopyButton.css';

// The "Copy page as Markdown" button under each page title. Replaces Rspress's LlmsCopyButton, which sat in every
// page's first script with its icon set (the "open in" menu is LlmsViewOptions.tsx). Same classes and label; the
// Markdown twin is fetched on click, as before.

const SUCCESS_MS = 500;

async function markdownOf(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

export function LlmsCopyButton() {
  const t = useI18n();
  const { page } = usePage();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (!page?.routePath) return null;
  const copy = async () => {
    setState('loading');
    try {
      // copyToClipboard falls back to a prompt when the clipboard refuses.
      const copied = await copyToClipboard(await markdownOf(routePathToMdPath(page.routePath)));
      setState(copied ? 'done' : 'idle');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('idle'), SUCCESS_MS);
    } catch (error) {
      console.warn('Could not copy the page as Markdown:', error);
      setState('idle');
    }
  };
  const stateClass = state === 'loading' ? ' rp-llms-copy-button--loading' : state === 'done' ? ' rp-llms-copy-button--success' : '';
  return (
    <button
      type="button"
      className={`rp-not-doc rp-llms-button rp-llms-copy-button${stateClass}`}
      disabled={state === 'loading'}
      onClick={copy}
    >
      <span className="rp-llms-copy-button__icon-wrapper" aria-hidden="true">
        <span className="ext-code-icon ext-code-icon--copy" />
      </span>
      <span>{t('copyMarkdownText')}</span>
    </button>
  );
}
