import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '../../../shared/messages';
import {
  last4,
  maskPan,
  type PayoutAccountFieldsSchema,
} from '../../../shared/money/payout-account';
import { GSTIN_MSG, gstinMatchesPan, stateName } from '../../../shared/money/tax-ids';
import type { Db } from '../../platform/db/client';
import { payoutAccounts, users, type PayoutAccountRow, type User } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import type { RouteProduct } from '../provider';
import { releaseAccrued } from './transfers';

/**
 * A host's payout account (issue 26): saved from settings, then made into the provider's linked
 * account by the `onboard-host` job, never inside a request. After saving, the account number is
 * only ever shown as its last four digits.
 */

type PayoutInput = z.output<typeof PayoutAccountFieldsSchema>;
/**
 * The full number and the PAN may be left out when saved already: the form shows only the
 * number's last 4 and the PAN masked.
 */
export type PayoutSave = Omit<PayoutInput, 'account_number' | 'pan'> & {
  account_number?: string | null;
  pan?: string | null;
};

const PAYOUT_ACCOUNT_MSG = {
  numberRequired: 'Please enter the account number',
  panRequired: 'Please enter the PAN',
} as const;

/** What the host (and admins) see: never the full account number or PAN. */
function payoutView(row: PayoutAccountRow) {
  return {
    status: row.status,
    legal_name: row.legal_name,
    business_type: row.business_type,
    pan: maskPan(row.pan),
    gstin: row.gstin,
    gst_state: row.gst_state,
    address: row.address,
    bank: {
      account_last4: row.account_last4,
      ifsc_code: row.ifsc_code,
      bank_name: row.bank_name,
      account_holder_name: row.account_holder_name,
    },
    requirements: row.requirements,
    activated_at: row.activated_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

async function accountOf(db: Db, hostId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.host_id, hostId));
  return row ?? null;
}

/**
 * GET /host/payout-account: the saved account; before the first save, what sign-up gave (the
 * bank fields a host typed then), with status null, so the form starts filled in.
 */
export async function readPayoutAccount(deps: Pick<Deps, 'db'>, host: User) {
  const row = await accountOf(deps.db, host.id);
  if (row) return payoutView(row);
  return {
    status: null,
    legal_name: host.organisation_name ?? host.name,
    business_type: null,
    pan: null,
    gstin: null,
    gst_state: null,
    address: null,
    bank: {
      account_last4: host.account_number ? last4(host.account_number) : null,
      ifsc_code: host.ifsc_code,
      bank_name: host.bank_name,
      account_holder_name: host.account_holder_name,
    },
    requirements: [],
    activated_at: null,
    updated_at: null,
  };
}

/**
 * PUT /host/payout-account: saves the details (status back to pending) and queues the job that
 * brings the provider's linked account up to date. The number may be left out to keep the one
 * saved (or given at sign-up).
 */
export async function savePayoutAccount(deps: Deps, host: User, input: PayoutSave) {
  if (host.role !== 'Host') throw new AppError('forbidden', MSG.forbidden);
  const now = deps.now();
  return deps.jobs.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.host_id, host.id))
      .for('update');
    const number = input.account_number || current?.account_number || host.account_number;
    if (!number)
      throw new AppError('bad_request', PAYOUT_ACCOUNT_MSG.numberRequired, {
        account_number: PAYOUT_ACCOUNT_MSG.numberRequired,
      });
    const pan = input.pan || current?.pan;
    if (!pan)
      throw new AppError('bad_request', PAYOUT_ACCOUNT_MSG.panRequired, {
        pan: PAYOUT_ACCOUNT_MSG.panRequired,
      });
    // The schema checked the GSTIN against a PAN it was given; a kept PAN is checked here.
    if (input.gstin && !gstinMatchesPan(input.gstin, pan))
      throw new AppError('bad_request', GSTIN_MSG.panDiffers, { gstin: GSTIN_MSG.panDiffers });
    const values = {
      legal_name: input.legal_name,
      business_type: input.business_type,
      pan,
      gstin: input.gstin ?? null,
      gst_state: input.gst_state,
      address: input.address,
      account_number: number,
      account_last4: last4(number),
      ifsc_code: input.ifsc_code,
      bank_name: input.bank_name,
      account_holder_name: input.account_holder_name,
      // A suspended account stays suspended until the provider says otherwise.
      status: current?.status === 'suspended' ? ('suspended' as const) : ('pending' as const),
      requirements: [],
      last_error: null,
      updated_at: now,
    };
    const [row] = current
      ? await tx
          .update(payoutAccounts)
          .set({ ...values, revision: current.revision + 1 })
          .where(eq(payoutAccounts.host_id, host.id))
          .returning()
      : await tx
          .insert(payoutAccounts)
          .values({ ...values, host_id: host.id, provider: deps.payments.name, created_at: now })
          .returning();
    await deps.jobs.send(tx, 'onboard-host', { host_id: host.id });
    return payoutView(row!);
  });
}

const STATUS_OF: Record<RouteProduct['activation_status'], PayoutAccountRow['status']> = {
  requested: 'pending',
  under_review: 'pending',
  needs_clarification: 'needs_clarification',
  activated: 'activated',
  suspended: 'suspended',
};

/**
 * Records what the provider says of a host's route product, and on activation queues every share
 * the host accrued meanwhile, in one transaction. `revision` is the save the provider now has.
 */
async function recordProduct(
  deps: Deps,
  hostId: string,
  product: RouteProduct,
  revision: number | null,
): Promise<void> {
  await deps.jobs.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.host_id, hostId))
      .for('update');
    if (!row) return;
    // A newer save than the one sent waits for its own run.
    if (revision !== null && row.revision !== revision) return;
    const status = STATUS_OF[product.activation_status];
    const now = deps.now();
    await tx
      .update(payoutAccounts)
      .set({
        status,
        requirements: product.requirements.map((r) => ({
          field: r.field_reference,
          reason: r.description ?? r.reason_code.replaceAll('_', ' '),
        })),
        provider_product_id: product.id,
        ...(revision !== null && { synced_revision: revision }),
        ...(status === 'activated' && !row.activated_at && { activated_at: now }),
        last_error: null,
        updated_at: now,
      })
      .where(eq(payoutAccounts.host_id, hostId));
    if (status === 'activated') await releaseAccrued(deps, tx, hostId);
  });
}

const saveIds = (deps: Deps, hostId: string, ids: Partial<PayoutAccountRow>) =>
  deps.db
    .update(payoutAccounts)
    .set({ ...ids, updated_at: deps.now() })
    .where(eq(payoutAccounts.host_id, hostId));

/**
 * The `onboard-host` job: brings the provider's linked account, its stakeholder and its route
 * product (with the settlement bank account) to the host's latest save. Each id is saved as soon
 * as it is made, and a create repeated after a crash adopts the account the provider already has,
 * so the job can be killed anywhere and run again.
 */
export async function syncPayoutAccount(deps: Deps, hostId: string): Promise<void> {
  const row = await accountOf(deps.db, hostId);
  if (!row || row.synced_revision >= row.revision) return;
  const [host] = await deps.db.select().from(users).where(eq(users.id, hostId));
  if (!host) return;
  const details = {
    reference: host.id,
    email: host.email,
    phone: host.phone_number.replace(/\D/g, '').slice(-10),
    legal_business_name: row.legal_name,
    business_type: row.business_type,
    contact_name: row.account_holder_name,
    address: {
      street: row.address.street,
      city: row.address.city,
      state: (stateName(row.address.state) ?? row.address.state).toUpperCase(),
      postal_code: row.address.postal_code,
    },
    pan: row.pan,
    gstin: row.gstin,
  };
  try {
    let accountId = row.provider_account_id;
    if (!accountId) {
      accountId = (await deps.payments.createLinkedAccount(details)).id;
      await saveIds(deps, hostId, { provider_account_id: accountId });
    } else if (row.synced_revision > 0) {
      await deps.payments.updateLinkedAccount(accountId, details);
    }
    if (!row.provider_stakeholder_id) {
      const s = await deps.payments.createStakeholder(accountId, {
        name: row.account_holder_name,
        email: host.email,
        pan: row.pan,
      });
      await saveIds(deps, hostId, { provider_stakeholder_id: s.id });
    }
    let productId = row.provider_product_id;
    if (!productId) {
      productId = (await deps.payments.requestRouteProduct(accountId)).id;
      await saveIds(deps, hostId, { provider_product_id: productId });
    }
    const product = await deps.payments.updateRouteProduct(accountId, productId, {
      account_number: row.account_number,
      ifsc_code: row.ifsc_code,
      beneficiary_name: row.account_holder_name,
    });
    await recordProduct(deps, hostId, product, row.revision);
  } catch (err) {
    await saveIds(deps, hostId, {
      last_error: err instanceof Error ? err.message : String(err),
    });
    throw err;
  }
}

/**
 * The daily reconciliation's share for accounts: each one waiting on the provider (pending or
 * needing clarification) is asked again; activation releases what the host accrued.
 */
export async function refreshPayoutAccounts(deps: Deps): Promise<number> {
  const waiting = await deps.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.status, 'pending'));
  let changed = 0;
  for (const row of waiting) {
    if (row.synced_revision < row.revision) {
      await deps.jobs.send(deps.db, 'onboard-host', { host_id: row.host_id });
      continue;
    }
    if (!row.provider_account_id || !row.provider_product_id) continue;
    try {
      const product = await deps.payments.fetchRouteProduct(
        row.provider_account_id,
        row.provider_product_id,
      );
      if (STATUS_OF[product.activation_status] !== row.status) changed++;
      await recordProduct(deps, row.host_id, product, null);
    } catch (err) {
      deps.log.warn({ err, host: row.host_id }, 'reconciliation could not read a payout account');
    }
  }
  return changed;
}
