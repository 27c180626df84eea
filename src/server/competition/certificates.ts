import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { placementRank } from '../../shared/competition/certificate-labels';
import { href } from '../../shared/href';
import { ROUTES } from '../../shared/routes';
import type { Db } from '../platform/db/client';
import {
  certificates,
  drawEntrants,
  draws,
  events,
  participationMembers,
  participations,
  users,
} from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { queueMail } from '../platform/mail/outbox';
import { quoted, userText } from '../platform/mail/user-text';
import { mailText } from '../platform/i18n/messages';
import { queueWhatsApp } from '../platform/whatsapp/queue';
import { holderCertificates } from './certificate-view';

/**
 * Certificates (issue 18). When a draw's last result makes it final, the transaction that sets
 * `finished_at` queues `issue-certificates`; the job writes one certificate per competitor and
 * mails each account holder once. It runs again after every correction that leaves the draw
 * final, so a changed podium reaches the certificates already issued (the code stays).
 */

/** 144 random bits: unguessable, and the code is the whole secret of the public pages. */
const newCode = () => randomBytes(18).toString('base64url');

/** Queues the issue with `tx`, the transaction that finished (or re-finished) the draw. */
export async function queueCertificates(deps: Pick<Deps, 'jobs'>, tx: Db, drawId: string) {
  await deps.jobs.send(tx, 'issue-certificates', { draw_id: drawId });
}

type Competitor = {
  participation_id: string;
  member_index: number;
  name: string;
  rank: number | null;
  participant_id: string;
  /** A member of a team that formed itself (issue 28): their own account, mailed their own. */
  member_user_id: string | null;
};

/**
 * Who a draw's certificates are for: each entrant, or each member of a team entrant (its roster,
 * in order, as its tickets are), with the entrant's final rank when it is a placement.
 */
async function competitorsOf(db: Db, drawId: string): Promise<Competitor[]> {
  const entrants = await db
    .select({
      participation_id: drawEntrants.participation_id,
      name: drawEntrants.name,
      final_rank: drawEntrants.final_rank,
      participant_id: participations.participant_id,
    })
    .from(drawEntrants)
    .innerJoin(participations, eq(participations.id, drawEntrants.participation_id))
    .where(eq(drawEntrants.draw_id, drawId));
  const members = entrants.length
    ? await db
        .select({
          participation_id: participationMembers.participation_id,
          position: participationMembers.position,
          name: participationMembers.name,
          user_id: participationMembers.user_id,
        })
        .from(participationMembers)
        .where(
          inArray(
            participationMembers.participation_id,
            entrants.map((e) => e.participation_id),
          ),
        )
        .orderBy(asc(participationMembers.position))
    : [];
  return entrants.flatMap((e) => {
    const base = {
      participation_id: e.participation_id,
      rank: placementRank(e.final_rank),
      participant_id: e.participant_id,
    };
    const team = members.filter((m) => m.participation_id === e.participation_id);
    if (team.length === 0)
      return [{ ...base, member_index: 0, name: e.name, member_user_id: null }];
    return team.map((m) => ({
      ...base,
      member_index: m.position,
      name: m.name,
      member_user_id: m.user_id,
    }));
  });
}

/**
 * Beside the certificates' mail, in its transaction (issue 29): once per draw and person who
 * opted in, with their certificate's page (their dashboard when they have several) and the
 * event's results.
 */
async function tellCertificatesOnWhatsApp(
  deps: Pick<Deps, 'jobs' | 'config'>,
  tx: Db,
  drawId: string,
  userId: string,
) {
  const list = await holderCertificates(tx, drawId, userId);
  const [person] = await tx
    .select({ name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  const first = list[0];
  if (!person || !first) return;
  const url = (path: string) => `${deps.config.publicUrl}${path}`;
  await queueWhatsApp(deps, tx, {
    user_id: userId,
    template: 'certificates_ready',
    // The host's and the players' words quoted or broken, never links (issue 24).
    params: {
      name: userText(person.name, 60),
      // Our words around them in the person's language (the message's is theirs, queue.ts).
      event: mailText(person.language)('mail.ev.wa.categoryAt', {
        category: quoted(first.category, 80),
        event: quoted(first.event_title, 100),
      }),
      certificate: url(
        list.length === 1 ? href(ROUTES.certificate, { code: first.code }) : href(ROUTES.dashboard),
      ),
      results: url(href(ROUTES.eventResults, { eventId: first.event_id })),
    },
    dedupe_key: `certificates:${drawId}:${userId}`,
  });
}

const keyOf = (c: { participation_id: string; member_index: number }) =>
  `${c.participation_id}:${c.member_index}`;

/**
 * The job: under the draw's row lock (a correction waits, or is waited for), writes the missing
 * certificates, brings the ranks of existing ones up to date, and queues the mail (and the
 * WhatsApp message, issue 29) of each account holder who got their first certificate of this
 * draw, all in one transaction. Run twice,
 * or again after a SIGKILL (the transaction rolled back), it issues and mails nothing new. A draw
 * reopened since it was queued is left alone: finishing it again queues another run, and so is
 * the draw of an event cancelled since (its certificates are revoked).
 */
export async function issueCertificates(
  deps: Pick<Deps, 'jobs' | 'config'>,
  drawId: string,
): Promise<{ issued: number; updated: number }> {
  return deps.jobs.transaction(async (tx) => {
    const [draw] = await tx
      .select({ finished_at: draws.finished_at, cancelled_at: events.cancelled_at })
      .from(draws)
      .innerJoin(events, eq(events.id, draws.event_id))
      .where(eq(draws.id, drawId))
      .for('update', { of: draws });
    // A cancelled event's certificates are revoked: none is issued or mailed any more.
    if (!draw?.finished_at || draw.cancelled_at) return { issued: 0, updated: 0 };
    const competitors = await competitorsOf(tx, drawId);
    const existing = new Map(
      (
        await tx
          .select({
            participation_id: certificates.participation_id,
            member_index: certificates.member_index,
            rank: certificates.rank,
          })
          .from(certificates)
          .where(eq(certificates.draw_id, drawId))
      ).map((c) => [keyOf(c), c]),
    );

    let updated = 0;
    for (const c of competitors) {
      const had = existing.get(keyOf(c));
      if (!had || had.rank === c.rank) continue;
      await tx
        .update(certificates)
        .set({ rank: c.rank })
        .where(
          and(
            eq(certificates.draw_id, drawId),
            eq(certificates.participation_id, c.participation_id),
            eq(certificates.member_index, c.member_index),
          ),
        );
      updated++;
    }

    const fresh = competitors.filter((c) => !existing.has(keyOf(c)));
    if (fresh.length === 0) return { issued: 0, updated };
    const inserted = await tx
      .insert(certificates)
      .values(
        fresh.map((c) => ({
          code: newCode(),
          draw_id: drawId,
          participation_id: c.participation_id,
          member_index: c.member_index,
          name: c.name,
          rank: c.rank,
        })),
      )
      .onConflictDoNothing({
        target: [certificates.draw_id, certificates.participation_id, certificates.member_index],
      })
      .returning({
        participation_id: certificates.participation_id,
        member_index: certificates.member_index,
      });

    // One mail per account and draw, to the account holder and to each member of a self-formed
    // team with an account of their own: only those whose first certificates these are.
    const byKey = new Map(competitors.map((c) => [keyOf(c), c]));
    const readers = (c: { participation_id: string; member_index: number }) => {
      const who = byKey.get(keyOf(c));
      return who ? [who.participant_id, who.member_user_id].filter((u) => u !== null) : [];
    };
    const mailed = new Set([...existing.values()].flatMap(readers));
    const holders = new Set(inserted.flatMap(readers));
    for (const participantId of holders) {
      if (mailed.has(participantId)) continue;
      await queueMail(deps, tx, {
        kind: 'certificates_issued',
        draw_id: drawId,
        participant_id: participantId,
      });
      await tellCertificatesOnWhatsApp(deps, tx, drawId, participantId);
    }
    return { issued: inserted.length, updated };
  });
}
