/**
 * One polite and one assertive live region for the whole page, present from the start: screen
 * readers announce changes to a live region that already exists, not the contents of one that
 * has just been inserted (as a toast is).
 */
const regions = new Map<'polite' | 'assertive', HTMLElement>();

function region(politeness: 'polite' | 'assertive'): HTMLElement {
  let element = regions.get(politeness);
  if (!element) {
    element = document.createElement('div');
    element.setAttribute('aria-live', politeness);
    element.setAttribute('aria-atomic', 'true');
    element.dataset.liveRegion = politeness;
    Object.assign(element.style, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    });
    document.body.append(element);
    regions.set(politeness, element);
  }
  return element;
}

/** Creates the regions; called once at start-up, before anything needs announcing. */
export function prepareLiveRegions(): void {
  region('polite');
  region('assertive');
}

/** Reads `text` out to screen-reader users: politely, or at once for failures. */
export function announce(text: string, politeness: 'polite' | 'assertive' = 'polite'): void {
  const element = region(politeness);
  // Emptied first, so the same message twice in a row is announced twice.
  element.textContent = '';
  window.setTimeout(() => {
    element.textContent = text;
  }, 50);
}
