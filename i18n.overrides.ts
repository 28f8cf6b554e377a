// The English labels BEHAVIOUR.md (Constants) requires where Rspress v2's defaults differ.
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
  notFoundText: 'PAGE NOT FOUND',
  takeMeHomeText: 'Take me home',
  // The llms UI's copy button under each page title (Rspress: 'Copy Markdown').
  copyMarkdownText: 'Copy page as Markdown',
};
