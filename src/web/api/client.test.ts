import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitlist } from '../../shared/api/waitlist';
import { refunds } from '../../shared/api/refunds';
import { removeStaff } from '../../shared/api/checkin';
import { createDependant } from '../../shared/api/dependants';
import { MSG } from '../../shared/messages';
import { toast } from '../components/toast';
import { attempt, queryClient, settle } from '../query-client';
import { ApiError, call, hasErrorCode, setApiTransport, setUnauthorizedHandler } from './client';

/** The browser's one way to the API (decision 019), over a transport that answers like the server. */

type Seen = { url: string; init: RequestInit };

function answer(status: number, body: unknown, seen: Seen[] = []) {
  setApiTransport(async (url, init) => {
    seen.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  });
  return seen;
}

afterEach(() => {
  setApiTransport((url, init) => fetch(url, init));
  setUnauthorizedHandler(() => {});
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('call', () => {
  it('fills path params, leaves empty query values out and resolves with the data', async () => {
    const seen = answer(200, { message: 'success', data: { id: 's1', email: 'a@b.in' } });
    const data = await call(removeStaff, { params: { id: 'e/1', staffId: 's1' } });
    expect(data).toEqual({ id: 's1', email: 'a@b.in' });
    expect(seen[0]!.url).toBe('/api/v1/events/e%2F1/staff/s1');
    expect(seen[0]!.init.method).toBe('DELETE');

    answer(200, { message: 'success', data: [] }, seen);
    await call(waitlist, { query: { event_id: undefined } });
    expect(seen[1]!.url).toBe('/api/v1/event/waitlist');
  });

  it('answers a page as its rows and cursor, and sends a JSON body', async () => {
    const seen = answer(200, { message: 'success', data: [{ id: 'r1' }], next_cursor: 'c2' });
    const page = await call(refunds, { query: { status: 'refund_failed', limit: 5 } });
    expect(page).toEqual({ data: [{ id: 'r1' }], next_cursor: 'c2' });
    expect(seen[0]!.url).toBe('/api/v1/refunds?status=refund_failed&limit=5');

    answer(201, { message: 'success', data: { id: 'd1' } }, seen);
    const body = { name: 'Asha', date_of_birth: '2015-01-01', gender: 'female' as const };
    await call(createDependant, {
      params: { id: 'u1' },
      body: { ...body, guardian_confirmed: true },
    });
    expect(JSON.parse(String(seen[1]!.init.body))).toEqual({ ...body, guardian_confirmed: true });
    expect((seen[1]!.init.headers as Record<string, string>)['content-type']).toBe(
      'application/json',
    );
  });

  it('throws the server refusal as an ApiError with its status and field texts', async () => {
    answer(400, { message: 'error', error: 'Check the form', fields: { name: 'Required' } });
    const error = await call(waitlist, { query: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Check the form',
      status: 400,
      fields: { name: 'Required' },
    });
  });

  it('keeps the refusal’s code, which hasErrorCode compares whatever the text’s language', async () => {
    answer(409, { message: 'error', error: 'यह कैटेगरी भर चुकी है', code: 'errors.places.full' });
    const full = await call(waitlist, { query: {} }).catch((e: unknown) => e);
    expect(full).toMatchObject({ message: 'यह कैटेगरी भर चुकी है', code: 'errors.places.full' });
    expect(hasErrorCode(full, 'errors.places.full')).toBe(true);
    expect(hasErrorCode(full, 'errors.notFound')).toBe(false);
    expect(hasErrorCode(new Error('errors.places.full'), 'errors.places.full')).toBe(false);

    answer(400, { message: 'error', error: 'Something of zod’s own' });
    const plain = await call(waitlist, { query: {} }).catch((e: unknown) => e);
    expect((plain as ApiError).code).toBeUndefined();
  });

  it('runs the session-timeout handler on a 401 unless the call says not to', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    answer(401, { message: 'error', error: 'Your session has expired.' });
    await expect(call(waitlist, { query: {} })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(call(waitlist, { query: {}, ignoreUnauthorized: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('turns no answer into the network text (status 0) and an abort into a cancelled error', async () => {
    setApiTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(call(waitlist, { query: {} })).rejects.toMatchObject({
      message: MSG.networkError,
      status: 0,
    });

    const controller = new AbortController();
    setApiTransport(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const pending = call(waitlist, { query: {}, signal: controller.signal }).catch(
      (e: ApiError) => e,
    );
    controller.abort();
    expect((await pending) as ApiError).toMatchObject({ cancelled: true, status: -1 });
  });

  it('treats a 2xx answer without the envelope as the generic failure', async () => {
    answer(200, 'not an envelope');
    await expect(call(waitlist, { query: {} })).rejects.toMatchObject({
      message: MSG.genericError,
    });
  });
});

describe('the query client tells failures once', () => {
  it('toasts a failed query after its last try, but not a silent one', async () => {
    const told = vi.spyOn(toast, 'error').mockImplementation(() => {});
    answer(409, { message: 'error', error: 'This category is full' });
    await queryClient
      .fetchQuery({
        queryKey: ['t1'],
        queryFn: () => call(waitlist, { query: {} }),
        retry: 1,
        retryDelay: 0,
      })
      .catch(() => null);
    expect(told.mock.calls).toEqual([['This category is full']]);

    await queryClient
      .fetchQuery({
        queryKey: ['t2'],
        queryFn: () => call(waitlist, { query: {} }),
        meta: { silent: true },
      })
      .catch(() => null);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('settle tells a refusal unless silent; attempt leaves telling to the mutation', async () => {
    const told = vi.spyOn(toast, 'error').mockImplementation(() => {});
    answer(403, { message: 'error', error: 'Forbidden' });
    const loud = await settle(call(waitlist, { query: {} }));
    expect(loud).toMatchObject({ ok: false, error: { status: 403 } });
    expect(told).toHaveBeenCalledTimes(1);
    await settle(call(waitlist, { query: {} }), { silent: true });
    await attempt(call(waitlist, { query: {} }));
    expect(told).toHaveBeenCalledTimes(1);

    answer(200, { message: 'success', data: [] });
    expect(await attempt(call(waitlist, { query: {} }))).toEqual({ ok: true, data: [] });
  });
});
