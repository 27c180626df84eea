import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { API_BASE } from '../../shared/constants';
import type { ErrorKey } from '../../shared/i18n/catalogs';
import { englishErrorKey } from '../../shared/i18n/translate-english';
import { setApiTransport } from '../api/client';
import { servedMessages } from './served-messages';

/**
 * Component tests (jsdom) against a fake API: each route is `'GET /events/:id/cancellation'`
 * answering the envelope's `data` (a function is asked on every call, so an answer can change
 * between polls). `calls` counts the requests per route. Pages are answered with
 * `{ data, next_cursor }` given whole.
 */
type Answer = unknown | ((url: URL, init: RequestInit) => unknown);

/**
 * An answer that refuses (`status`, the envelope's `error`), e.g.
 * `new FakeRefusal(415, EVENT_MSG.invalidFile)`; an answer function that throws is a network
 * failure (the request never reached the server). The envelope's `code` is the server's (the
 * errors key of the English text, none for another text) unless given.
 */
export class FakeRefusal {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly fields?: Record<string, string>,
    readonly code?: ErrorKey,
  ) {}
}

export function fakeApi(routes: Record<string, Answer>) {
  const calls: Record<string, number> = {};
  const patterns = Object.entries(routes).map(([key, answer]) => {
    const [method, path] = key.split(' ') as [string, string];
    const re = new RegExp(`^${API_BASE}${path.replace(/:\w+/g, '[^/]+')}$`);
    return { key, method, re, answer };
  });
  setApiTransport(async (url, init) => {
    const u = new URL(url, 'http://matchday.test');
    const found = patterns.find((p) => p.method === init.method && p.re.test(u.pathname));
    if (!found)
      return (
        servedMessages(u) ??
        Response.json({ message: 'error', error: `No fake for ${u.pathname}` }, { status: 404 })
      );
    calls[found.key] = (calls[found.key] ?? 0) + 1;
    const body =
      typeof found.answer === 'function'
        ? (found.answer as (u: URL, init: RequestInit) => unknown)(u, init)
        : found.answer;
    if (body instanceof FakeRefusal) {
      const code = body.code ?? englishErrorKey(body.error);
      return Response.json(
        { message: 'error', error: body.error, ...(code && { code }), fields: body.fields },
        { status: body.status },
      );
    }
    const envelope =
      body && typeof body === 'object' && 'next_cursor' in body
        ? { message: 'success', ...body }
        : { message: 'success', data: body };
    return Response.json(envelope);
  });
  return { calls };
}

/** Renders `ui` with a fresh query cache (no retries) inside a router. */
export function renderWithApi(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => cleanup());
