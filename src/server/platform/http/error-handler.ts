import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '../../../shared/messages';
import type { ApiFailure } from '../../../shared/api-envelope';
import { pageLanguage, type Language } from '../../../shared/i18n/languages';
import { englishErrorKey, translateEnglish } from '../../../shared/i18n/translate-english';
import { AppError } from './app-error';

/**
 * The language an error is answered in (issue 29): the visitor's kept choice (the `lang`
 * cookie), else their browser's (Accept-Language), else English. As web-app.ts's
 * requestLanguage, without the page's `?lang=` (an API address does not carry one).
 */
function errorLanguage(request: FastifyRequest): Language {
  return pageLanguage({
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * The envelope, its texts said in the request's language (English ones stay word for word), with
 * the text's stable `code` when the catalog has it.
 */
function envelope(
  request: FastifyRequest,
  error: string,
  fields?: Record<string, string>,
): ApiFailure {
  const language = errorLanguage(request);
  const say = (text: string) => {
    try {
      return translateEnglish(text, language);
    } catch (err) {
      // An error answer must never fail: the English text is still right.
      request.log.error({ err }, 'error text not translated');
      return text;
    }
  };
  const body: ApiFailure = { message: 'error', error: say(error) };
  const code = errorCode(request, error);
  if (code) body.code = code;
  if (fields && Object.keys(fields).length > 0)
    body.fields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, say(v)]));
  return body;
}

/** The envelope's `code`: the `errors.*` key of the English text, in every language alike. */
function errorCode(request: FastifyRequest, error: string): string | null {
  try {
    return englishErrorKey(error);
  } catch (err) {
    request.log.error({ err }, 'error code not found');
    return null;
  }
}

/** Per-field messages keyed by the dotted path of each zod issue (first message per field). */
function validationFields(err: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of err.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const key =
      params?.issue?.path?.map(String).join('.') ||
      issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
      '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

// Fastify's own client errors carry codes; map the ones a client can cause to our texts.
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; text: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, text: MSG.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, text: MSG.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, text: MSG.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, text: MSG.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, text: 'Invalid Content-Length' },
};

/** Every error leaves the server as the envelope; no stack trace or internal message escapes. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.status).send(envelope(request, err.message, err.fields));
    }
    // A malformed id in the path names nothing: 404, like an id that does not exist.
    if (hasZodFastifySchemaValidationErrors(err) && err.validationContext === 'params') {
      return reply.status(404).send(envelope(request, MSG.notFound));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = validationFields(err);
      const first = Object.values(fields)[0] ?? 'Invalid input';
      return reply.status(400).send(envelope(request, first, fields));
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.status(known.status).send(envelope(request, known.text));
    if (err.statusCode === 429)
      return reply.status(429).send(envelope(request, MSG.tooManyRequests));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Other framework-level client errors (e.g. a malformed URL): safe, generic wording.
      request.log.info({ err }, 'client error');
      return reply.status(err.statusCode).send(envelope(request, 'Invalid request'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(envelope(request, MSG.genericError));
  });
}

/** 404 in the envelope for API paths; the web app (history fallback) for page paths. */
export function apiNotFound(reply: FastifyReply) {
  return reply.status(404).send(envelope(reply.request, MSG.notFound));
}
