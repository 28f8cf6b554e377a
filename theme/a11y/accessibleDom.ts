import { labelDocLayout, labelNav, labelSearchDialog } from './accessibleChrome';
import { labelContent, linkFeatureTitles, markMainContent } from './accessibleContent';

/*
 * Rspress v2 renders several controls without the role, name or state that assistive technology needs
 * (divs with onClick, icon-only links, "mobile hamburger" labels) and offers no prop to change them.
 * Replacing each component would mean copying it; instead these functions add the missing attributes to
 * the rendered DOM. Each is idempotent and only writes an attribute whose value differs, so it can run after
 * every render without feeding the MutationObserver that triggers it (which watches class and style only);
 * the one added element, a link in each home feature title, is added once per title.
 */

export { MAIN_CONTENT_ID } from './accessibleContent';

export interface DomContext {
  siteTitle: string;
  search: string;
  menu: string;
  /** Social link URL → site name, from the site's socialLinks config. */
  socialNames: ReadonlyMap<string, string>;
  /** Home feature title → link, from the page's front matter. */
  featureLinks: ReadonlyMap<string, string>;
}

export function applyAccessibleDom(root: ParentNode, context: DomContext): void {
  labelNav(root, context);
  labelSearchDialog(root, context);
  labelDocLayout(root);
  labelContent(root);
  linkFeatureTitles(root, context.featureLinks);
  markMainContent(root);
}
