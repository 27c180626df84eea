import type { ReactNode } from 'react';

/** How the menu was opened: by a click, or by a key that the opened menu then acts on. */
export type OpenedBy = { type: 'mouse' } | { type: 'key'; key: string };

/** A select's props, shared by the light field and the menu chunk it loads (no import cycle). */
export type SelectFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  /** The menu's entry for no choice (value ''); the closed field then shows nothing. */
  emptyOption: ReactNode;
};
