// The one patch left: Rspress's search dialog is rendered by its lazily loaded SearchPanel, which the theme
// does not replace (theme/search/ wraps it as it is), so its role and names can only be added once it shows.

export function labelSearchDialog(label: string): void {
  const modal = document.querySelector('.rp-search-panel__modal');
  if (!modal || modal.getAttribute('role') === 'dialog') return;
  modal.setAttribute('role', 'dialog');
  modal.setAttribute('aria-modal', 'true');
  modal.setAttribute('aria-label', label);
  const input = modal.querySelector<HTMLInputElement>('.rp-search-panel__input');
  if (input) input.setAttribute('aria-label', input.placeholder || label);
  // The narrow-screen "Cancel" is an <h2 onClick>; Escape and the close icon do the same for keyboards.
  modal.querySelector('.rp-search-panel__cancel')?.setAttribute('aria-hidden', 'true');
}
