// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { data, isRouteErrorResponse, type HydrationState } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adoptServerState, serverStateScript } from './server-state';

/** What the static handler holds for a page whose loader threw a 404 (an unknown event). */
async function notFoundError(): Promise<unknown> {
  const { createStaticHandler } = await import('react-router');
  const handler = createStaticHandler([
    {
      id: 'page',
      path: '/events/:id',
      loader: () => {
        throw data(null, { status: 404, statusText: 'Not Found' });
      },
      hasErrorBoundary: true,
    },
  ]);
  const context = await handler.query(new Request('http://matchday.local/events/x'));
  if (context instanceof Response) throw new Error('a redirect');
  return context.errors?.page;
}

describe('the drawn page’s state (issue 24)', () => {
  it('carries a page’s 404 to the browser as a route error response it recognises', async () => {
    const error = await notFoundError();
    expect(isRouteErrorResponse(error)).toBe(true);
    const router: HydrationState = { loaderData: {}, actionData: null, errors: { page: error } };
    document.body.innerHTML = serverStateScript(new QueryClient(), router);
    const adopted = adoptServerState(new QueryClient());
    const back = adopted?.router.errors?.page;
    // Without the rebuild it arrives as a plain object: the page's boundary would not know it
    // and would hand it on to the app's error page.
    expect(isRouteErrorResponse(back)).toBe(true);
    expect(back).toMatchObject({ status: 404, statusText: 'Not Found' });
  });

  it('leaves a page without errors as it was', () => {
    document.body.innerHTML = serverStateScript(new QueryClient(), {
      loaderData: { root: null },
      actionData: null,
      errors: null,
    });
    expect(adoptServerState(new QueryClient())?.router).toEqual({
      loaderData: { root: null },
      actionData: null,
      errors: null,
    });
  });
});
