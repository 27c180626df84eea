import { z } from 'zod';
import { idField } from '../../ids';
import {
  BODY_MAX,
  MESSAGE_MSG,
  MessageDraftSchema,
  PAYMENT_FILTERS,
  SUBJECT_MAX,
} from '../../toolkit/messages';

/** The messages endpoints' schemas (issue 27; loaded by the server, see ../endpoint.ts). */

export { IdParamSchema } from './common';

export const MessageFilterSchema = z.object({
  category_id: idField.optional(),
  payment_status: z.enum(PAYMENT_FILTERS).optional(),
});

/**
 * A dry run only counts, so the dialog can preview while the host is still writing: subject and
 * text are checked when the message is sent for real.
 */
const draft = {
  subject: z.string().trim().max(SUBJECT_MAX, MESSAGE_MSG.subjectLong).default(''),
  body: z.string().trim().max(BODY_MAX, MESSAGE_MSG.bodyLong).default(''),
  dry_run: z.boolean().default(false),
};

function checkDraft(v: { subject: string; body: string; dry_run: boolean }, ctx: z.RefinementCtx) {
  if (v.dry_run) return;
  const checked = MessageDraftSchema.safeParse(v);
  if (!checked.success)
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/** POST /events/:id/messages. */
export const EventMessageSchema = z
  .object({ ...draft, filter: MessageFilterSchema.default({}) })
  .superRefine(checkDraft);

/** POST /admin/messages: to every host that is not suspended. */
export const HostsMessageSchema = z.object(draft).superRefine(checkDraft);

/** A dry run: how many it reaches. Sent: also the job whose progress GET /jobs/:id tells. */
export const MessageSentSchema = z.object({
  recipients: z.number().int(),
  job_id: z.string().optional(),
});

const STATUSES = ['sending', 'sent'] as const;

/** One of an event's messages, newest first. */
export const MessageRowSchema = z.object({
  id: z.string(),
  subject: z.string(),
  created_at: z.string(),
  total: z.number().int(),
  sent: z.number().int(),
  status: z.enum(STATUSES),
  filter: MessageFilterSchema,
});
export const MessageListSchema = z.array(MessageRowSchema);

/** GET /jobs/:id: a message's sending, as far as it has got. */
export const JobProgressSchema = z.object({
  id: z.string(),
  kind: z.literal('message'),
  status: z.enum(STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type JobProgress = z.output<typeof JobProgressSchema>;
export type MessageRow = z.output<typeof MessageRowSchema>;
