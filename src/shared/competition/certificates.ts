import { z } from 'zod';
import { CERTIFICATE_KINDS, CERTIFICATE_STATUSES } from './certificate-labels';

/** The certificates' API shapes (issue 18); their texts and addresses are in certificate-labels.ts. */

export const CertificateCodeParamsSchema = z.object({ code: z.string().max(200) });

/** What the verification page shows: who, for what, and whether it stands. */
export const CertificateSchema = z.object({
  code: z.string(),
  /** true when it stands: not under review (a correction reopened the draw), not revoked. */
  valid: z.boolean(),
  /** revoked: its event was cancelled; under_review: the rank is being decided again. */
  status: z.enum(CERTIFICATE_STATUSES),
  /** Why it is not valid ("The event was cancelled: …"); null when it is. */
  reason: z.string().nullable(),
  name: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  /** 1–3 for a placement, null for participation. */
  rank: z.number().nullable(),
  /**
   * The place was taken without its deciding bout (issue 30): a lone entrant declared champion,
   * or a bronze nobody was left to contest. Only a placement; false for participation.
   */
  walkover: z.boolean(),
  /** "Certificate of achievement — 1st place / Gold", "… / Gold (walkover)". */
  title: z.string(),
  event_id: z.string(),
  event_title: z.string(),
  category: z.string(),
  sport: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  venue: z.string(),
  host_organisation: z.string().nullable(),
  issued_at: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** One of a participant's certificates on their dashboard (GET /certificates/mine). */
export const MyCertificateSchema = CertificateSchema.pick({
  code: true,
  valid: true,
  status: true,
  reason: true,
  name: true,
  kind: true,
  rank: true,
  walkover: true,
  title: true,
  event_id: true,
  event_title: true,
  category: true,
  sport: true,
  start_date: true,
  issued_at: true,
});
export type MyCertificate = z.infer<typeof MyCertificateSchema>;
