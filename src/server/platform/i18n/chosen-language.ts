import type { FastifyRequest } from 'fastify';
import {
  cookieValue,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
} from '../../../shared/i18n/languages';

/**
 * The language a visitor chose for a document opened by a link (issue 29): the address's
 * `?lang=`, else their kept choice (the `lang` cookie), else null — the caller falls back to the
 * document's holder's account language, as the link in their mail expects.
 */
export function chosenLanguage(request: FastifyRequest): Language | null {
  const query = request.query as Record<string, unknown> | undefined;
  const param = query?.[LANGUAGE_PARAM];
  if (isLanguage(param)) return param;
  const kept = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  return isLanguage(kept) ? kept : null;
}
