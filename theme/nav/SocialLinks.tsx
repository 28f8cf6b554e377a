// BEHAVIOUR.md, Page layout (the social links): replaces Rspress's SocialLinks, whose icon-only links had no accessible name.
import { useSite } from '@rspress/core/runtime';
import icons from 'virtual-social-links';
import { A11Y_LABELS, SOCIAL_ICON_NAMES } from '../a11y/a11yLabels';
import '@rspress/core/dist/theme/components/SocialLinks/index.css';

function siteName(icon: unknown, href: string): string {
  if (typeof icon === 'string' && SOCIAL_ICON_NAMES[icon]) return SOCIAL_ICON_NAMES[icon];
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

export function SocialLinks() {
  const { site } = useSite();
  // Only plain links: the site configures no other mode (text, image, GitHub stars), and falling back to Rspress's
  // component for them put its GitHub-stars code in every page's first script (1.2 KiB of gzip).
  const links = (site.themeConfig.socialLinks ?? []).filter((link) => (link.mode ?? 'link') === 'link');
  if (links.length === 0) return null;
  return (
    <div className="rp-social-links">
      {links.map(({ icon, content }) => (
        <a
          key={content}
          href={content}
          target="_blank"
          rel="noopener noreferrer"
          className="rp-social-links__item"
          aria-label={`${siteName(icon, content)} (${A11Y_LABELS.newTab})`}
        >
          <div
            className="rp-social-links__icon"
            aria-hidden="true"
            dangerouslySetInnerHTML={{ __html: typeof icon === 'string' ? (icons[icon] ?? '') : (icon?.svg ?? '') }}
          />
        </a>
      ))}
    </div>
  );
}
