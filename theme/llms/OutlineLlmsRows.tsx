// Replaces @rspress/core 2.0.22 dist/theme/components/Llms/LlmsOpenRow.js, and LlmsCopyRow.js beside it. Delete when, in a later Rspress, the outline no longer bundles these rows when llmsUI places the page actions elsewhere.
// The outline's "copy page" and "open in" rows: Rspress's Outline imports them whenever the llms UI is on and
// renders them only with placement 'outline'. The site places the page actions under the title
// (LlmsCopyButton, LlmsViewOptions), so these render nothing, and the originals (with the chat icons, about
// 1.6 kB of gzip) leave every page's first script.
export function LlmsOpenRow() {
  return null;
}

export function LlmsCopyRow() {
  return null;
}
