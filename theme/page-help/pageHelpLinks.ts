// Where a reader who is stuck goes: a prefilled issue about the page in the docs repository, the community
// channels and the CLI's issue tracker. Plain functions, so the unit tests check the URLs without rendering.
import { DOCS_REPO, SITE_ORIGIN, SOCIAL } from '../../site.constants';

export const PAGE_HELP_LABELS = {
  report: 'Report a problem with this page',
  help: 'Get help',
  discord: 'Ask on Discord',
  cliIssues: 'Report a CLI bug',
} as const;

export const CLI_ISSUES_URL = `${SOCIAL.github}/issues`;

/** A new issue in the docs repository, its title and body naming the page the reader was on. */
export function reportProblemUrl(routePath: string, title: string): string {
  const pageUrl = `${SITE_ORIGIN}${routePath}`;
  const params = new URLSearchParams({
    title: `Docs: problem on "${title}"`,
    body: `Page: ${pageUrl}\n\nWhat is wrong or missing:\n\n`,
  });
  return `${DOCS_REPO}/issues/new?${params.toString()}`;
}
