import { API_BASE } from '../../shared/constants';
import type { ErrorKey } from '../../shared/i18n/catalogs';
import { englishErrorKey } from '../../shared/i18n/translate-english';
import { setApiTransport } from '../api/client';
import { servedMessages } from './served-messages';

/**
 * A fake API for component tests that also refuses and records: like `fakeApi`
 * (component-kit.tsx), each route is `'POST /category'`, answered by a function of the request
 * (its URL and JSON body), whose result is the envelope's `data` (`{ data, next_cursor }` for a
 * page), or a `refuse(...)` for an error answer. `sent(route)` lists the bodies that route got.
 */
export type ApiRequest = { url: URL; body: unknown };

const REFUSAL = Symbol('refusal');
type Refusal = {
  [REFUSAL]: true;
  status: number;
  error: string;
  fields?: Record<string, string>;
  code?: ErrorKey;
};

/**
 * An error answer: `{ message: 'error', error, code, fields }` with this HTTP status. `code` is
 * the server's (the errors key of the English text, none for another text) unless given: a test
 * of a text in another language gives the English one's.
 */
export const refuse = (
  status: number,
  error: string,
  fields?: Record<string, string>,
  code?: ErrorKey,
): Refusal => ({
  [REFUSAL]: true,
  status,
  error,
  fields,
  code,
});

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && REFUSAL in value;

export function scriptedApi(routes: Record<string, (request: ApiRequest) => unknown>) {
  const requests: Array<{ route: string; body: unknown }> = [];
  const patterns = Object.entries(routes).map(([route, answer]) => {
    const [method, path] = route.split(' ') as [string, string];
    const re = new RegExp(`^${API_BASE}${path.replace(/:\w+/g, '[^/]+')}/?$`);
    return { route, method, re, answer };
  });
  setApiTransport(async (url, init) => {
    const u = new URL(url, 'http://matchday.test');
    const found = patterns.find((p) => p.method === init.method && p.re.test(u.pathname));
    if (!found) {
      const served = servedMessages(u);
      if (served) return served;
      return Response.json(
        { message: 'error', error: `No fake for ${init.method} ${u.pathname}` },
        { status: 404 },
      );
    }
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ route: found.route, body });
    const out = found.answer({ url: u, body });
    if (isRefusal(out)) {
      const code = out.code ?? englishErrorKey(out.error);
      return Response.json(
        {
          message: 'error',
          error: out.error,
          ...(code && { code }),
          ...(out.fields && { fields: out.fields }),
        },
        { status: out.status },
      );
    }
    const envelope =
      out && typeof out === 'object' && 'next_cursor' in out
        ? { message: 'success', ...out }
        : { message: 'success', data: out ?? null };
    return Response.json(envelope, { status: init.method === 'POST' ? 201 : 200 });
  });
  return {
    /** The JSON bodies `route` received, in order. */
    sent: (route: string) => requests.filter((r) => r.route === route).map((r) => r.body),
    /** How many requests `route` received. */
    count: (route: string) => requests.filter((r) => r.route === route).length,
  };
}
