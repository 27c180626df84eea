import type { ReactNode } from 'react';

/**
 * A Recharts legend's words in the text colour: Recharts writes each in its series' colour, and
 * brand orange on white is too faint to read (2.2:1, WCAG 1.4.3). The swatch keeps the colour.
 */
export function legendText(color: string) {
  return (value: ReactNode) => <span style={{ color }}>{value}</span>;
}
