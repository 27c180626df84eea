import { toast } from '../components/toast';
import type { ApiFailure, ApiResponse } from '../../shared/api-envelope';
import { API_BASE, REQUEST_TIMEOUT_MS, TUNNEL_SKIP_HEADER } from '../../shared/constants';
import { MSG } from '../../shared/messages';

/**
 * The one fetch wrapper of §7/§8. It never throws: callers get the envelope back, with
 * `{ message: 'error', error }` on any failure, after the failure has been toasted.
 */

export type RequestOptions = {
  /** Don't toast failures (the caller shows them, or they are expected, like a boot check). */
  silent?: boolean;
  /** Don't run the session-timeout handler on 401 (login itself answers 401 for bad passwords). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
};

type Query = Record<string, string | number | boolean | null | undefined>;

let onUnauthorized: () => void = () => {};

/** How a request reaches the API: `fetch` in the browser; the server's own router when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's page renderer (src/web/ssr) answers the pages' reads from its own API. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The auth provider registers what a 401 does (§4: logout, then mark the session timed out). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function failure(error: string, fields?: Record<string, string>): ApiFailure {
  return fields ? { message: 'error', error, fields } : { message: 'error', error };
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<ApiResponse<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort());
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

  let response: Response;
  try {
    response = await transport(url, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    if (options.signal?.aborted) return failure('Request cancelled');
    if (!options.silent) toast.error(MSG.networkError);
    return failure(MSG.networkError);
  }
  clearTimeout(timer);

  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (response.ok && json && typeof json === 'object' && 'message' in json) {
    return json as ApiResponse<T>;
  }
  if (response.status === 401 && !options.ignoreUnauthorized) onUnauthorized();
  const body2 = (json ?? {}) as Partial<ApiFailure>;
  const error = typeof body2.error === 'string' && body2.error ? body2.error : MSG.genericError;
  if (!options.silent) toast.error(error);
  return failure(error, body2.fields);
}

export const api = {
  get: <T>(path: string, query?: Query, options: RequestOptions = {}) =>
    request<T>('GET', buildUrl(path, query), undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('POST', buildUrl(path), body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PUT', buildUrl(path), body, options),
  delete: <T>(path: string, options: RequestOptions = {}) =>
    request<T>('DELETE', buildUrl(path), undefined, options),
};

/** For TanStack Query: resolve with the data or throw the failure's text (already toasted). */
export async function unwrap<T>(promise: Promise<ApiResponse<T>>): Promise<T> {
  const result = await promise;
  if (result.message === 'success') return result.data;
  throw new Error(result.error);
}
