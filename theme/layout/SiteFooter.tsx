// BEHAVIOUR.md, Page layout: the licence footer on every page (Rspress v2 shows themeConfig.footer on the home page only), with the
// way to get help that a stuck reader finds from any page.
import { useSite } from '@rspress/core/runtime';
import { SOCIAL } from '../../site.constants';
import { CLI_ISSUES_URL, PAGE_HELP_LABELS } from '../page-help/pageHelpLinks';

export function SiteFooter() {
  const { site } = useSite();
  const message = site.themeConfig.footer?.message;
  return (
    <footer className="ext-site-footer">
      <p className="ext-site-footer__help">
        {PAGE_HELP_LABELS.help}: <a href={SOCIAL.discord}>{PAGE_HELP_LABELS.discord}</a> ·{' '}
        <a href={CLI_ISSUES_URL}>{PAGE_HELP_LABELS.cliIssues}</a>
      </p>
      {message ? <p>{message}</p> : null}
    </footer>
  );
}
