// BEHAVIOUR.md, Content blocks: where a tab group's choice is saved. The prefix is Rspress's own, so a choice made
// in the site's tabs and one made in Rspress's components sync. The inline first-paint script
// (firstPaintScript.ts), the Tabs component and the tests all read the key from here.
export const TAB_STORAGE_PREFIX = 'rspress.tabs.';

/** The group every package-manager block belongs to: one choice for the whole site. */
export const PACKAGE_MANAGER_GROUP = 'package.manager';

/** The localStorage key of a tab group's saved choice. */
export const tabStorageKey = (groupId: string): string => `${TAB_STORAGE_PREFIX}${groupId}`;

/** The key under which the package-manager choice is saved. */
export const PACKAGE_MANAGER_STORAGE_KEY = tabStorageKey(PACKAGE_MANAGER_GROUP);
