import { z } from 'zod';
import {
  SwitchRequestSchema,
  SwitchResultSchema,
  TransferAcceptSchema,
  TransferRequestSchema,
  TransferSchema,
} from '../../shared/changes/schemas';
import { actorOf } from '../auth/access';
import { ok, successSchema } from '../http/envelope';
import { IdParamSchema } from '../http/params';
import type { App } from '../http/types';
import { switchCategory } from './switch';
import { acceptTransfer, closeTransfer, listTransfers, offerTransfer } from './transfer';

const tags = ['changes'];
const transfer = { 200: successSchema(TransferSchema) };

/** Changes of plan (issue 16): moving to another category, handing a registration on. */
export async function changeRoutes(app: App) {
  app.post(
    '/event/participate/:id/switch',
    {
      schema: {
        tags,
        summary:
          'Move one’s registration to another category of the event; a dearer one answers with the checkout of the difference',
        params: IdParamSchema,
        body: SwitchRequestSchema,
        response: { 200: successSchema(SwitchResultSchema) },
      },
      config: { access: ['Participants', 'create'] },
    },
    async (request) =>
      ok(await switchCategory(app.deps, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/event/participate/:id/transfer',
    {
      schema: {
        tags,
        summary: 'Offer one’s paid registration to another participant account by email',
        params: IdParamSchema,
        body: TransferRequestSchema,
        response: transfer,
      },
      config: { access: ['Participants', 'create'] },
    },
    async (request) =>
      ok(await offerTransfer(app.deps, actorOf(request), request.params.id, request.body.email)),
  );

  app.post(
    '/event/participate/:id/transfer/accept',
    {
      schema: {
        tags,
        summary: 'Accept a registration offered to you (checked against the category for you)',
        params: IdParamSchema,
        body: TransferAcceptSchema,
        response: transfer,
      },
      config: { access: ['Participants', 'create'] },
    },
    async (request) =>
      ok(await acceptTransfer(app.deps, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/event/participate/:id/transfer',
    {
      schema: {
        tags,
        summary: 'Withdraw a hand-over you offered, or decline one offered to you',
        params: IdParamSchema,
        response: transfer,
      },
      config: { access: ['Participants', 'create'] },
    },
    async (request) => ok(await closeTransfer(app.deps, actorOf(request), request.params.id)),
  );

  app.get(
    '/event/transfers',
    {
      schema: {
        tags,
        summary: 'Hand-overs you offered or were offered, newest first',
        response: { 200: successSchema(z.array(TransferSchema)) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await listTransfers(app.deps, actorOf(request))),
  );
}
