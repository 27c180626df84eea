import { API_BASE } from '../../shared/constants';
import { compiledErrorMessages } from '../../shared/i18n/compiled';
import { isLanguage } from '../../shared/i18n/languages';

const ERRORS = new RegExp(`^${API_BASE}/languages/([^/]+)/errors$`);

/**
 * What every fake API answers unless a test fakes it itself: the `errors` messages a Hindi page
 * fetches on its first form error (web/i18n/validation-messages.ts), as the server sends them, so
 * a component test's form says its validation in the page's language as a real page would.
 */
export function servedMessages(url: URL): Response | null {
  const language = ERRORS.exec(url.pathname)?.[1];
  if (!isLanguage(language)) return null;
  return Response.json({
    message: 'success',
    data: {
      language,
      english: compiledErrorMessages('en'),
      messages: compiledErrorMessages(language),
    },
  });
}
