// Replaces @rspress/core 2.0.22 dist/theme/components/Llms/LlmsViewOptions.js. Delete when, in a later Rspress, its menu is a named disclosure that works without JavaScript.
// BEHAVIOUR.md, For tools and agents: beside "Copy page as Markdown", a disclosure with the page's Markdown and
// links that open it in ChatGPT or Claude. A native <details>: it opens by keyboard and works without JavaScript,
// where Rspress's menu (LlmsViewOptions) was an unnamed icon button.
import { routePathToMdPath, usePage } from '@rspress/core/runtime';
import { SITE_ORIGIN } from '../../site.constants';
import './pageActions.css';

export const PAGE_ACTIONS_LABEL = 'Page actions';

/** The links of the disclosure for a page's Markdown twin (an absolute URL, so an assistant can fetch it). */
export function pageActionLinks(mdUrl: string): Array<{ text: string; href: string; external: boolean }> {
  const prompt = encodeURIComponent(`Read ${mdUrl} so that I can ask you questions about it.`);
  return [
    { text: 'View as Markdown', href: mdUrl, external: false },
    { text: 'Open in ChatGPT', href: `https://chatgpt.com/?q=${prompt}`, external: true },
    { text: 'Open in Claude', href: `https://claude.ai/new?q=${prompt}`, external: true },
  ];
}

export function LlmsViewOptions() {
  const { page } = usePage();
  if (!page?.routePath) return null;
  const links = pageActionLinks(`${SITE_ORIGIN}${routePathToMdPath(page.routePath)}`);
  return (
    <details className="ext-page-actions">
      <summary className="rp-llms-button ext-page-actions__summary">{PAGE_ACTIONS_LABEL}</summary>
      <ul className="ext-page-actions__list">
        {links.map(({ text, href, external }) => (
          <li key={text}>
            <a href={external ? href : href.replace(SITE_ORIGIN, '')} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {text}
              {external ? <span className="ext-visually-hidden"> (opens in a new tab)</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
