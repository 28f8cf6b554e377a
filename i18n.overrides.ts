// The English labels BEHAVIOUR.md, Constants requires where Rspress v2's defaults differ, and the site's own labels.
// rspress.config.ts gives them to Rspress (i18nSource); components read them with useI18n.
export const EN_LABELS: Record<string, string> = {
  searchPlaceholderText: 'Search Docs',
  outlineTitle: 'ON THIS PAGE',
  lastUpdatedText: 'Last Updated',
  prevPageText: 'Previous Page',
  nextPageText: 'Next page',
  sourceCodeText: 'Source',
  codeButtonGroupCopyButtonText: 'Copy code',
  codeButtonGroupWrapButtonText: 'Toggle code wrap',
  searchNoResultsText: 'No results for',
  searchSuggestedQueryText: 'Please try again with a different keyword',
  editLinkText: 'Edit this page on GitHub',
  // The 404 page (theme/not-found/NotFoundLayout.tsx): its title, its home link and the name of its suggestions.
  notFoundText: 'PAGE NOT FOUND',
  takeMeHomeText: 'Take me home',
  notFoundSuggestionsText: 'Pages with a similar name',
  // The llms UI's copy button under each page title (Rspress: 'Copy Markdown').
  copyMarkdownText: 'Copy page as Markdown',
};
