// BEHAVIOUR.md, Query switches: ?navbar=0, ?sidebar=0, ?outline=0 and ?footer=0, which Rspress v2 dropped. The rule
// lives here once; the inline <head> script (theme/loading/earlyInputScript.ts) carries the source of
// hiddenSwitchNames, so the first paint and the app cannot disagree.
export const UI_SWITCHES = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type UiSwitch = (typeof UI_SWITCHES)[number];
export type HiddenParts = Partial<Record<UiSwitch, false>>;

/** The class on <html> that hides a part (switches.css holds one rule per part). */
export const HIDDEN_PART_CLASS_PREFIX = 'ext-hide-';

/**
 * The switches of `names` that a query string turns off: only a switch whose every value is exactly "0" hides
 * (a repeated switch with different values, ?sidebar=0&sidebar=1, is ambiguous, so it is ignored), and a malformed
 * query hides nothing. Written as a self-contained ES5 function (no imports, closures or helpers) because its
 * source is inlined into the <head> script, which runs before any bundle.
 */
export function hiddenSwitchNames(search: string, names: readonly string[]): string[] {
  var hidden: string[] = [];
  try {
    var params = new URLSearchParams(search);
    for (var i = 0; i < names.length; i++) {
      var values = params.getAll(names[i]);
      var hide = values.length > 0;
      for (var j = 0; j < values.length; j++) if (values[j] !== '0') hide = false;
      if (hide) hidden.push(names[i]);
    }
  } catch (error) {
    return [];
  }
  return hidden;
}

/** Reads which parts a query string hides (hiddenSwitchNames, as an object the layout reads). */
export function hiddenPartsFromQuery(search: string): HiddenParts {
  const hidden: HiddenParts = {};
  for (const part of hiddenSwitchNames(search, UI_SWITCHES)) hidden[part as UiSwitch] = false;
  return hidden;
}
