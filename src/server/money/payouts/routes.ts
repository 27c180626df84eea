import * as contract from '../../../shared/api/payouts';
import { API_ROUTES } from '../../../shared/href';
import { IdParamSchema } from '../../../shared/api/schemas/common';
import { actorOf } from '../../auth/access';
import { ok, page } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/http/types';
import { readPayoutAccount, savePayoutAccount } from './account';
import { hostFeeDocumentPdf, hostFeeDocuments } from '../invoices/fee-documents';
import { adminEarnings, hostEarnings } from './earnings';

const tags = ['payouts'];

/** Payout accounts, earnings and Matchday's fee documents to hosts (issue 26). */
export async function payoutRoutes(app: App) {
  await route(
    app,
    contract.payoutAccount,
    {
      tags,
      summary: "The host's payout account (the account number as its last 4 digits)",
      access: ['Payouts', 'view'],
    },
    async (request) => ok(await readPayoutAccount(app.deps, actorOf(request))),
  );

  await route(
    app,
    contract.savePayoutAccount,
    {
      tags,
      summary: 'Save the payout account; the provider’s linked account follows from a job',
      access: ['Payouts', 'edit'],
    },
    async (request) => ok(await savePayoutAccount(app.deps, actorOf(request), request.body)),
  );

  await route(
    app,
    contract.hostEarnings,
    {
      tags,
      summary: "The host's earnings: totals, per event and day by day",
      access: ['Payouts', 'view'],
    },
    async (request) => ok(await hostEarnings(app.deps.db, actorOf(request).id)),
  );

  await route(
    app,
    contract.adminEarnings,
    {
      tags,
      summary: 'Earnings across hosts, with Matchday’s fees (admin)',
      access: ['Payments', 'view'],
    },
    async () => ok(await adminEarnings(app.deps.db)),
  );

  await route(
    app,
    contract.hostFeeDocuments,
    {
      tags,
      summary: "Matchday's fee invoices and fee credit notes to the host, newest first",
      access: ['Payouts', 'view'],
    },
    async (request) => {
      const { items, next } = await hostFeeDocuments(
        app.deps.db,
        actorOf(request).id,
        request.query,
      );
      return page(items, next);
    },
  );

  // A PDF, not a JSON envelope: registered by hand. Its host's or an admin's.
  app.get(
    API_ROUTES.feeDocument,
    {
      schema: {
        tags,
        summary: "One of Matchday's fee invoices or fee credit notes as a PDF (its host, admins)",
        params: IdParamSchema,
        produces: ['application/pdf'],
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const doc = await hostFeeDocumentPdf(app.deps.db, actorOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${doc.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(doc.pdf);
    },
  );
}
