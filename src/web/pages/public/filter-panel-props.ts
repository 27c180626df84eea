import type { EventSearch } from '../../../shared/events/search';

/** The filter panel's props, apart from its loader (filter-panel.ts) so the two do not import each other. */
export type FilterPanelProps = {
  search: EventSearch;
  update: (patch: Partial<EventSearch>) => void;
  clear: () => void;
};
