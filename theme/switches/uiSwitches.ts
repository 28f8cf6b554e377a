// BEHAVIOUR.md's query switches (?navbar=0, ?sidebar=0, ?outline=0, ?footer=0), which Rspress v2 dropped.
export const UI_SWITCHES = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type UiSwitch = (typeof UI_SWITCHES)[number];
export type HiddenParts = Partial<Record<UiSwitch, false>>;

/** Reads which parts a query string hides. Only the exact value "0" hides; anything else is ignored. */
export function hiddenPartsFromQuery(search: string): HiddenParts {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return {};
  }
  const hidden: HiddenParts = {};
  for (const part of UI_SWITCHES) {
    // A repeated switch with different values (?sidebar=0&sidebar=1) is ambiguous, so it is ignored.
    const values = params.getAll(part);
    if (values.length > 0 && values.every((value) => value === '0')) hidden[part] = false;
  }
  return hidden;
}
