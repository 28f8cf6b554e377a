// Replaces @rspress/core 2.0.22 dist/theme/components/SwitchAppearance/index.js. Delete when, in a later Rspress, it is a button with a name and aria-pressed.
// BEHAVIOUR.md, Appearance: replaces Rspress's SwitchAppearance, a <div onClick> with no role, name or state.
import { ThemeContext } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import { useContext } from 'react';
import { A11Y_LABELS } from '../a11y/a11yLabels';
import '@rspress/core/dist/theme/components/SwitchAppearance/index.css';

export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const { theme, setTheme } = useContext(ThemeContext);
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      className="rp-switch-appearance ext-plain-button"
      aria-label={A11Y_LABELS.darkTheme}
      aria-pressed={isDark}
      onClick={() => {
        setTheme?.(isDark ? 'light' : 'dark');
        onClick?.();
      }}
    >
      <SvgWrapper className="rp-switch-appearance__icon rp-switch-appearance__icon--sun" icon={IconSun} fill="currentColor" />
      <SvgWrapper className="rp-switch-appearance__icon rp-switch-appearance__icon--moon" icon={IconMoon} fill="currentColor" />
    </button>
  );
}
