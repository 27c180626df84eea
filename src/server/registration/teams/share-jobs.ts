import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { participations, teamShares, teams } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { defineJob, type JobDefinition } from '../../platform/jobs/define-job';
import type { MailRenderer } from '../../platform/mail/outbox';
import { queueMail } from '../../platform/mail/outbox';
import { lockCategory } from '../../places/service';
import { shareMail } from './share-mail';
import { endShares } from './shares';

declare module '../../platform/jobs/queue' {
  interface JobPayloads {
    /** A split team's place was held until now: unless it is paid, its shares end. */
    'team-hold-ended': { team_id: string };
  }
}

/**
 * The end of a split team's hold (issue 28), queued for the moment the first share claimed:
 * unless the team is paid by then, its pending shares are cancelled, its paid ones refunded
 * (`team_incomplete`), its hold cleared and every member who had a share told. The team may start
 * again while registration is open. All in one transaction, so a killed run is simply run again;
 * a run before the hold's end (a hold claimed again later) or after the team was paid, cancelled
 * or already ended does nothing. Returns how many shares it ended.
 */
export async function endTeamHold(deps: Deps, teamId: string): Promise<number> {
  return deps.jobs.transaction(async (tx) => {
    const [found] = await tx
      .select({
        team: teams,
        event_id: participations.event_id,
        category_id: participations.category_id,
      })
      .from(teams)
      .innerJoin(participations, eq(participations.id, teams.participation_id))
      .where(eq(teams.id, teamId));
    if (!found) return 0;
    // The order captures take: the category, the registration, then its shares.
    await lockCategory(tx, found.event_id, found.category_id);
    const [p] = await tx
      .select()
      .from(participations)
      .where(eq(participations.id, found.team.participation_id))
      .for('update');
    const now = deps.now();
    if (!p || p.payment_status === 'captured' || p.cancelled_at) return 0;
    if (p.hold_expires_at === null || p.hold_expires_at > now) return 0;
    const ended = await endShares(deps, tx, eq(teamShares.team_id, teamId), (share) => ({
      reason: 'team_incomplete',
      dedupeKey: `team-incomplete:${share.id}`,
      requestedBy: null,
    }));
    await tx
      .update(participations)
      .set({ hold_expires_at: null, updated_at: now })
      .where(eq(participations.id, p.id));
    const refunded = new Map<string, number>();
    for (const { share, refundMinor } of ended)
      refunded.set(share.payer_id, (refunded.get(share.payer_id) ?? 0) + refundMinor);
    for (const [user_id, refund_minor] of refunded)
      await queueMail(deps, tx, {
        kind: 'team_shares_ended',
        team_id: teamId,
        user_id,
        refund_minor,
      });
    return ended.length;
  });
}

/** Split payment's jobs and mail kinds (issue 28), listed once in features.ts. */
export const shareJobs: JobDefinition[] = [
  defineJob({
    name: 'team-hold-ended',
    payload: z.object({ team_id: z.string() }),
    options: { retryLimit: 20, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    async run(deps, job) {
      const ended = await endTeamHold(deps, job.team_id);
      if (ended > 0) deps.log.info({ team: job.team_id, ended }, 'split team did not complete');
    },
  }),
];
export const shareMails: MailRenderer[] = [shareMail];
