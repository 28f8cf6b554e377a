/** Mount point owned by one workstream; renders nothing yet. */
export function SiteHead() {
  return null;
}
