// What the format tests of the reader query sets (tests/queries/) share.
import { readMeta } from './source-pages';

/** The sidebar's groups as the site defines them: every folder entry of docs/en/docs/_meta.json. */
export const sidebarGroups = readMeta('docs').flatMap((item) =>
  typeof item === 'object' && item !== null && (item as { type?: string }).type === 'dir'
    ? [{ dir: (item as { name: string }).name, label: (item as { label: string }).label }]
    : [],
);

/** Whether a query's source is an https URL. */
export const isHttps = (url: string) => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};
