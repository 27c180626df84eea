import * as contract from '../../../shared/api/refunds';
import { actorOf } from '../../auth/access';
import { ok, page } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/http/types';
import { listRefunds, retryRefund } from './list';

const tags = ['refunds'];

/** The refunds (issue 16): the list and an admin's retry of a refused one. */
export async function refundRoutes(app: App) {
  await route(
    app,
    contract.refunds,
    {
      tags,
      summary: 'Refunds, newest first: an admin sees all, anyone else their own',
      access: 'user',
    },
    async (request) => {
      const { items, next } = await listRefunds(app.deps, actorOf(request), request.query);
      return page(items, next);
    },
  );

  await route(
    app,
    contract.retryRefund,
    {
      tags,
      summary: 'Send a refused refund to the provider again (admin)',
      access: ['Payments', 'edit'],
    },
    async (request) => {
      await retryRefund(app.deps, request.params.id);
      return ok({ id: request.params.id });
    },
  );
}
