// Closes Rspress's image zoom on Escape, resize and scroll even while it is still opening.

const ZOOM_SCROLL_OFFSET = 40; // medium-zoom's scrollOffset (BEHAVIOUR.md, Constants: 40 px)
/** The events ZoomCloser.onZoomEvent follows. */
export const ZOOM_EVENTS = ['medium-zoom:open', 'medium-zoom:opened', 'medium-zoom:close'] as const;

/**
 * Rspress's image zoom (medium-zoom) ignores Escape, resize and scroll while its opening animation runs (300 ms,
 * longer on a busy machine): Escape pressed right after the click left the zoom open. This keeps such a request
 * and closes the zoom as soon as it has opened, by a click on its overlay, which is medium-zoom's own way to close.
 */
export class ZoomCloser {
  private opening = false;
  private closeWhenOpen = false;
  private scrollAtOpen = 0;

  /** For the 'medium-zoom:*' events, which fire on the image without bubbling: listen in the capture phase. */
  onZoomEvent = (event: Event): void => {
    if (event.type === 'medium-zoom:open') {
      this.opening = true;
      this.closeWhenOpen = false;
      this.scrollAtOpen = window.scrollY;
    } else if (event.type === 'medium-zoom:opened') {
      this.opening = false;
      const scrolledAway = Math.abs(window.scrollY - this.scrollAtOpen) > ZOOM_SCROLL_OFFSET;
      if (this.closeWhenOpen || scrolledAway) document.querySelector<HTMLElement>('.medium-zoom-overlay')?.click();
      this.closeWhenOpen = false;
    } else if (event.type === 'medium-zoom:close') {
      this.opening = false;
      this.closeWhenOpen = false;
    }
  };

  /** Escape or a resize: medium-zoom closes an open zoom itself; one still opening is closed once open. */
  requestClose = (): void => {
    if (this.opening) this.closeWhenOpen = true;
  };

  onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') this.requestClose();
  };
}
