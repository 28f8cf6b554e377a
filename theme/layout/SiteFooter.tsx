// Spec: the licence footer on every page (Rspress v2 shows themeConfig.footer on the home page only).
import { useSite } from '@rspress/core/runtime';

export function SiteFooter() {
  const { site } = useSite();
  const message = site.themeConfig.footer?.message;
  if (!message) return null;
  return (
    <footer className="ext-site-footer">
      <p>{message}</p>
    </footer>
  );
}
