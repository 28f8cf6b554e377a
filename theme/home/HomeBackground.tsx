// Replaces @rspress/core 2.0.22 dist/theme/components/HomeBackground/index.js. Delete when, in a later Rspress, its navbar style no longer renders a <style> element inside the page's body.
// BEHAVIOUR.md, Keyboard and screen readers (valid HTML): Rspress's HomeBackground rendered a <style> element in the
// app's root <div>, where HTML permits none. Its hook still marks the body once the reader has scrolled (the <style>
// it returns is dropped); the rules themselves are in home.css, scoped to the page that has this background.
import { useNavTransparent } from '@rspress/core/dist/theme/components/HomeBackground/useNavTransparent.js';
import '@rspress/core/dist/theme/components/HomeBackground/index.css';
import './home.css';

export function HomeBackground() {
  useNavTransparent();
  return <div className="rp-home-background" />;
}
