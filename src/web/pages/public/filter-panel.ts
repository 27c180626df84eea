import type { ComponentType } from 'react';
import { BREAKPOINTS } from '../../../shared/constants';
import { readEventSearch, type EventSearch } from '../../../shared/events/search';
import type { FilterPanelProps } from './filter-panel-props';

/** From this width the filters sit above the cards; below it they fold behind a button. */
export const WIDE_SCREEN = `(min-width:${BREAKPOINTS.mobile}px)`;

let panel: ComponentType<FilterPanelProps> | null = null;

/**
 * The /events filter panel is a chunk of its own: a phone loads it when "Filters" is pressed, so
 * it is not part of the page's first JavaScript (issue 13's budget). A wide screen shows it at
 * once, so the page's route loads it beside the page (routes/manifest.ts) and the first render has
 * it. The server's renderer imports it directly and hands it over with `provideFilterPanel`.
 */
export function loadFilterPanel(): Promise<ComponentType<FilterPanelProps>> {
  return import('./EventFilterPanel').then((m) => (panel = m.default));
}

export const loadedFilterPanel = () => panel;

export function provideFilterPanel(component: ComponentType<FilterPanelProps>): void {
  panel = component;
}

// The panel's fields (the search box `q` is outside it, always the app's own).
const PANEL_FIELDS = [
  'sports_id',
  'city',
  'from',
  'to',
  'fee',
  'sort',
  'open',
  'include_past',
] as const satisfies ReadonlyArray<keyof EventSearch>;

/**
 * What was chosen in the server's drawing of the panel while its chunk loaded (a phone shows
 * that drawing as soon as "Filters" is pressed), as changes to the search it was drawn for: the
 * panel the chunk brings starts from them instead of wiping them. Read as the GET form would
 * send them.
 */
export function chosenInDrawing(drawing: Element, search: EventSearch): Partial<EventSearch> {
  const sent = new URLSearchParams();
  for (const field of drawing.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'input[name], select[name]',
  )) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox' && !field.checked) continue;
    if (field.value) sent.set(field.name, field.value);
  }
  const chosen = readEventSearch(sent);
  const patch: Partial<EventSearch> = {};
  for (const key of PANEL_FIELDS) {
    if (chosen[key] !== search[key]) Object.assign(patch, { [key]: chosen[key] });
  }
  return patch;
}
