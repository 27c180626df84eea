const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Focus survives the app's takeover of a server-drawn page: the app replaces the drawn controls
 * with identical new ones, so the control that had focus is found again by its position among
 * them. Call before the takeover; call the returned function as the app's first drawing commits.
 */
export function keepFocusAcrossTakeover(root: HTMLElement): () => void {
  const indexOf = (element: Element | null) =>
    element ? [...root.querySelectorAll(CONTROLS)].indexOf(element) : -1;
  // The visitor may have tabbed into the drawing before the app's code arrived.
  let focused = indexOf(document.activeElement);
  const onFocusIn = (event: FocusEvent) => {
    focused = indexOf(event.target as Element);
  };
  // Checked after the event: focus that left the page for good is not brought back, while the
  // takeover itself (which removes the focused control) restores it before this runs.
  const onFocusOut = () =>
    queueMicrotask(() => {
      if (!root.contains(document.activeElement)) focused = -1;
    });
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  return () => {
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    const active = document.activeElement;
    if (focused < 0 || (active && active !== document.body && root.contains(active))) return;
    root.querySelectorAll<HTMLElement>(CONTROLS)[focused]?.focus({ preventScroll: true });
  };
}
