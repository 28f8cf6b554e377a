// Replaces @rspress/core 2.0.22 dist/theme/components/NavTitle/index.js. Delete when, in a later Rspress, the logo beside the site name has an empty alt.
// BEHAVIOUR.md, Site (the logo): replaces Rspress's NavTitle, whose logo images were named "logo" next to the site name,
// which screen readers then read twice; beside the name the logo is decorative.
import { normalizeImagePath, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import '@rspress/core/dist/theme/components/NavTitle/index.css';

export function NavTitle() {
  const { site } = useSite();
  const logo = typeof site.logo === 'string' ? { light: site.logo, dark: site.logo } : site.logo;
  const text = site.logoText || (logo ? '' : site.title);
  return (
    <div className="rp-nav__title">
      <Link href={site.logoHref || '/'} className="rp-nav__title__link">
        {logo ? (
          <div className="rp-nav__title__logo">
            {(['light', 'dark'] as const).map((variant) => (
              <img
                key={variant}
                src={normalizeImagePath(logo[variant])}
                alt={text ? '' : site.title}
                className={`rspress-logo rp-nav__title__logo-image rp-nav__title__logo-image--${variant}`}
              />
            ))}
          </div>
        ) : null}
        {text ? <span>{text}</span> : null}
      </Link>
    </div>
  );
}
