// Wraps Rspress's EditLink (DocFooter imports it from the theme): beside "Edit this page on GitHub", a reader who
// cannot fix the page can report it, with the page's URL filled in.
import { usePage } from '@rspress/core/runtime';
import { EditLink as OriginalEditLink } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { PAGE_HELP_LABELS, reportProblemUrl } from './pageHelpLinks';
import './pageHelp.css';

export function EditLink(props: ComponentProps<typeof OriginalEditLink>) {
  const { page } = usePage();
  if (props.isOutline || !page) return <OriginalEditLink {...props} />;
  return (
    <span className="ext-page-help">
      <OriginalEditLink {...props} />
      <a className="ext-page-help__report" href={reportProblemUrl(page.routePath, page.title)} rel="noopener">
        {PAGE_HELP_LABELS.report}
      </a>
    </span>
  );
}
