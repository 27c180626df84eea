import type { ComponentType } from 'react';
import { BREAKPOINTS } from '../../../shared/constants';
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
