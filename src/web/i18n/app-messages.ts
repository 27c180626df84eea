import type { Messages } from '@lingui/core';
import { appMessages } from '../../shared/api/site';
import { call } from '../api/client';
import { currentLanguage, i18n } from './i18n';

let loading: Promise<void> | undefined;

/**
 * The app area's messages in the page's language (decision 043): fetched once, when a visit
 * first enters /app, and added to the ones the page came with. Public pages never carry them.
 */
export function loadAppMessages(): Promise<void> {
  loading ??= call(appMessages, { params: { language: currentLanguage() } })
    .then(({ language, messages }) => i18n.load(language, messages as Messages))
    .catch((error: unknown) => {
      loading = undefined; // the next entry tries again
      throw error;
    });
  return loading;
}
