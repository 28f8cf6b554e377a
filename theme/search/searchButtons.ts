/** The navbar's search buttons (desktop and phone): a click on one, like Ctrl+K, opens the search dialog. */
export const SEARCH_BUTTONS = '.rp-search-button, .rp-search-button--mobile';
