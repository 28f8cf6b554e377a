/** Mount point owned by one workstream; renders nothing yet. */
export function A11yEnhancements() {
  return null;
}
