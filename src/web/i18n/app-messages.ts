import { appMessages } from '../../shared/api/site';
import type { CompiledMessages } from '../../shared/i18n/render';
import { call } from '../api/client';
import { addAppMessages, currentLanguage, hasAppMessages } from './i18n';

let loading: Promise<void> | undefined;

/**
 * The app area's messages in the page's language (decision 043): fetched once, when a visit
 * first enters /app, and added to the ones the page came with. Public pages never carry them.
 */
export function loadAppMessages(): Promise<void> {
  if (hasAppMessages()) return Promise.resolve();
  loading ??= call(appMessages, { params: { language: currentLanguage() } })
    .then(({ language, messages }) =>
      addAppMessages({ language, messages: messages as CompiledMessages }),
    )
    .catch((error: unknown) => {
      loading = undefined; // the next entry tries again
      throw error;
    });
  return loading;
}
