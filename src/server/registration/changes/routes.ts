import * as contract from '../../../shared/api/changes';
import { actorOf } from '../../auth/access';
import { ok } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/http/types';
import { switchCategory } from './switch';
import { listSwitchOptions } from './switch-options';
import { acceptTransfer, closeTransfer, listTransfers, offerTransfer } from './transfer';

const tags = ['changes'];

/** Changes of plan (issue 16): moving to another category, handing a registration on. */
export async function changeRoutes(app: App) {
  await route(
    app,
    contract.switchCategory,
    {
      tags,
      summary:
        'Move one’s registration to another category of the event; a dearer one answers with the checkout of the difference',
      access: ['Participants', 'create'],
    },
    async (request) =>
      ok(await switchCategory(app.deps, actorOf(request), request.params.id, request.body)),
  );

  await route(
    app,
    contract.switchOptions,
    {
      tags,
      summary:
        'The other categories of one’s registration’s event: whether it may move to each, and why not',
      access: ['Participants', 'create'],
    },
    async (request) => ok(await listSwitchOptions(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.offerTransfer,
    {
      tags,
      summary: 'Offer one’s paid registration to another participant account by email',
      access: ['Participants', 'create'],
    },
    async (request) =>
      ok(await offerTransfer(app.deps, actorOf(request), request.params.id, request.body.email)),
  );

  await route(
    app,
    contract.acceptTransfer,
    {
      tags,
      summary: 'Accept a registration offered to you (checked against the category for you)',
      access: ['Participants', 'create'],
    },
    async (request) =>
      ok(await acceptTransfer(app.deps, actorOf(request), request.params.id, request.body)),
  );

  await route(
    app,
    contract.closeTransfer,
    {
      tags,
      summary: 'Withdraw a hand-over you offered, or decline one offered to you',
      access: ['Participants', 'create'],
    },
    async (request) => ok(await closeTransfer(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.transfers,
    { tags, summary: 'Hand-overs you offered or were offered, newest first', access: 'user' },
    async (request) => ok(await listTransfers(app.deps, actorOf(request))),
  );
}
