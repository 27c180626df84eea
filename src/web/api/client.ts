import type { z } from 'zod';
import type { Endpoint } from '../../shared/api/endpoint';
import { API_BASE, REQUEST_TIMEOUT_MS, TUNNEL_SKIP_HEADER } from '../../shared/constants';
import type { ErrorKey } from '../../shared/i18n/catalogs';
import { MSG } from '../../shared/messages';

/**
 * The browser's one way to the API (decision 019): `call(definition, input)` resolves with the
 * typed `data` of the success envelope (a page: `{ data, next_cursor }`) or throws an `ApiError`.
 * It never toasts: the query client does (src/web/query-client.ts), unless a query or mutation
 * says `meta: { silent: true }`. Types come from the contract's schemas; zod itself never loads.
 */

/**
 * A refused or failed call: the server's text (in the visitor's language), its HTTP status (0: no
 * answer), field texts, and the envelope's `code` when the text is one of the errors catalog's
 * (its `errors.*` key, the same in every language).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The caller gave up (the query was cancelled): nothing to tell anyone. */
  get cancelled(): boolean {
    return this.status === -1;
  }
}

/**
 * Whether a call was refused with this errors-catalog key: what a page tells one refusal from
 * another by, never the text (said in the visitor's language, issue 29).
 */
export function hasErrorCode(error: unknown, code: ErrorKey): boolean {
  return error instanceof ApiError && error.code === code;
}

/** The server's 404: what the call asked for is not there (an id naming nothing, or malformed). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

type SchemasOf<E> = E extends { schemas: () => Promise<infer S> } ? S : never;
type Input<S, K extends string> = S extends { [P in K]: z.ZodType }
  ? { [P in K]: z.input<S[P]> }
  : { [P in K]?: never };
type Item<E> = z.output<SchemasOf<E> extends { response: infer R extends z.ZodType } ? R : never>;

/** What a definition takes: its params, query and body (typed), and an abort signal. */
export type CallInput<E extends Endpoint> = Input<SchemasOf<E>, 'params'> &
  Input<SchemasOf<E>, 'query'> &
  (E extends { multipart: true } ? { body: FormData } : Input<SchemasOf<E>, 'body'>) & {
    signal?: AbortSignal;
    /** Don't end the session on a 401 (login answers 401 for a wrong password). */
    ignoreUnauthorized?: boolean;
  };

export type Page<T> = { data: T[]; next_cursor: string | null };
/** What a definition answers: the envelope's `data`, or a page of them. */
export type Output<E extends Endpoint> = E extends { page: true } ? Page<Item<E>> : Item<E>;

/** How a request reaches the API: `fetch` in the browser; the server's own router when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's page renderer (src/web/ssr) answers the pages' reads from its own API. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

let onUnauthorized: () => void = () => {};

/** The auth provider registers what a 401 does (§4: logout, then mark the session timed out). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type Query = Record<string, unknown>;

/** A definition's URL: `:name` segments filled from `params`, empty query values left out. */
function urlOf(path: string, params?: Query, query?: Query): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${filled}${qs ? `?${qs}` : ''}`;
}

async function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  signal?.addEventListener('abort', () => controller.abort());
  try {
    return await transport(url, { ...init, credentials: 'include', signal: controller.signal });
  } catch {
    throw signal?.aborted
      ? new ApiError('Request cancelled', -1)
      : new ApiError(MSG.networkError, 0);
  } finally {
    clearTimeout(timer);
  }
}

export async function call<E extends Endpoint>(
  definition: E,
  input: CallInput<E> = {} as CallInput<E>,
): Promise<Output<E>> {
  const { params, query, body, signal, ignoreUnauthorized } = input as {
    params?: Query;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
    ignoreUnauthorized?: boolean;
  };
  const headers: Record<string, string> = {
    [TUNNEL_SKIP_HEADER]: 'true',
    accept: 'application/json',
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const url = urlOf(definition.path, params, query);
  const response = await send(url, { method: definition.method, headers, body: payload }, signal);

  const json = (await response.json().catch(() => null)) as {
    message?: unknown;
    data?: unknown;
    next_cursor?: string | null;
    error?: unknown;
    code?: unknown;
    fields?: Record<string, string>;
  } | null;
  // Success is 'success', or the §7 text a reset endpoint answers with instead.
  if (response.ok && json && typeof json.message === 'string' && json.message !== 'error') {
    const data = definition.page
      ? { data: json.data, next_cursor: json.next_cursor ?? null }
      : json.data;
    return data as Output<E>;
  }
  if (response.status === 401 && !ignoreUnauthorized) onUnauthorized();
  const text = typeof json?.error === 'string' && json.error ? json.error : MSG.genericError;
  const code = typeof json?.code === 'string' && json.code ? json.code : undefined;
  throw new ApiError(text, response.status, json?.fields, code);
}

/** For `retry`: a missing resource will not appear by asking again; others get one more try. */
export const retryUnlessMissing = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && count < 1;
