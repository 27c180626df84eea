import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from '../../shared/i18n/catalogs';
import { t } from './i18n';

// Stands in for an element's {name} in a message, to find where the language put it.
const MARK = '\u0000';

/**
 * A message with elements among its words (a bold title, a link), each where its language's word
 * order puts its {name}; `values` fill the plain placeholders.
 */
export function withElements(
  key: MessageKey,
  elements: Record<string, ReactNode>,
  values: Record<string, unknown> = {},
): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, MARK + name + MARK]));
  return t(key, { ...values, ...marks })
    .split(MARK)
    .map((part, i) => (i % 2 ? <Fragment key={i}>{elements[part]}</Fragment> : part));
}
