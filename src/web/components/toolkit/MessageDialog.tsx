import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { z } from 'zod';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { formatCount } from '../../../shared/money/format-inr';
import {
  BODY_MAX,
  MessageDraftSchema,
  PAYMENT_FILTERS,
  SUBJECT_MAX,
  type PaymentFilter,
} from '../../../shared/toolkit/messages';
import { t } from '../../i18n/i18n';
import { FormTextField } from '../form/FormTextField';
import { applyServerFieldErrors } from '../form/server-errors';
import { useZodForm } from '../form/use-zod-form';
import { LoadingButton } from '../LoadingButton';
import { Modal } from '../Modal';
import { attempt } from '../../query-client';
import {
  useJobProgress,
  useReach,
  useSendMessage,
  type MessageFilterInput,
  type MessageTarget,
} from './message-api';

export type MessageCategory = { id: string; name: string };

/** What the host picks in the dialog, in words (the shared PAYMENT_FILTER_TEXT's). */
const PAYMENT_FILTER_KEY: Record<PaymentFilter, MessageKey> = {
  paid: 'toolkit.message.paid',
  pending: 'toolkit.message.pending',
};
export const paymentFilterText = (filter: PaymentFilter) => t(PAYMENT_FILTER_KEY[filter]);

/** "This reaches 42 people": the preview line of the dialog (the shared reachText's). */
function reachText(recipients: number): string {
  if (recipients === 0) return t('toolkit.message.reachNobody');
  return t('toolkit.message.reach', { count: recipients, shown: formatCount(recipients) });
}

/** "Sent to 12 of 42": the progress line under the bar (the shared progressText's). */
export const progressText = (done: number, total: number) =>
  t('toolkit.message.progress', { done: formatCount(done), total: formatCount(total) });

/** A draft's problem in the page's language: the shared schema's rule, its MESSAGE_MSG texts. */
function draftIssueText(issue: z.core.$ZodIssue): string {
  const field = issue.path[0];
  if (issue.code === 'too_small' && (field === 'subject' || field === 'body'))
    return t(field === 'subject' ? 'toolkit.message.subjectShort' : 'toolkit.message.bodyShort', {
      min: formatCount(Number(issue.minimum)),
    });
  if (issue.code === 'too_big' && (field === 'subject' || field === 'body'))
    return t(field === 'subject' ? 'toolkit.message.subjectLong' : 'toolkit.message.bodyLong', {
      max: formatCount(Number(issue.maximum)),
    });
  return issue.message;
}

/** The shared MessageDraftSchema, its problems told in the page's language (when checked). */
const DraftSchema = z.object({ subject: z.string(), body: z.string() }).transform((draft, ctx) => {
  const checked = MessageDraftSchema.safeParse(draft);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: draftIssueText(issue) });
  return z.NEVER;
});

/**
 * Writing a message (issue 27): to an event's participants, filtered by category and payment, or
 * (admins) to every host. The line under the filters says how many it reaches; once sent, a
 * progress bar follows the sending until everyone has it. A refusal (at most 3 in 24 hours) is
 * shown here, in the server's words.
 */
export function MessageDialog({
  target,
  title,
  categories = [],
  onClose,
}: {
  target: MessageTarget;
  title: string;
  categories?: MessageCategory[];
  onClose: () => void;
}) {
  const [sent, setSent] = useState<{ jobId: string; subject: string } | null>(null);
  return (
    <Modal open title={title} onClose={onClose}>
      {sent ? (
        <Progress jobId={sent.jobId} subject={sent.subject} onClose={onClose} />
      ) : (
        <Write
          target={target}
          categories={categories}
          onClose={onClose}
          onSent={(jobId, subject) => setSent({ jobId, subject })}
        />
      )}
    </Modal>
  );
}

const ALL = '';

function Write({
  target,
  categories,
  onClose,
  onSent,
}: {
  target: MessageTarget;
  categories: MessageCategory[];
  onClose: () => void;
  onSent: (jobId: string, subject: string) => void;
}) {
  const [categoryId, setCategoryId] = useState(ALL);
  const [payment, setPayment] = useState<PaymentFilter | typeof ALL>(ALL);
  const [refusal, setRefusal] = useState<string | null>(null);
  const filter: MessageFilterInput = {
    ...(categoryId && { category_id: categoryId }),
    ...(payment && { payment_status: payment }),
  };
  const reach = useReach(target, filter);
  const send = useSendMessage(target);
  const { control, handleSubmit, formState, setError } = useZodForm(DraftSchema, {
    defaultValues: { subject: '', body: '' },
  });
  const forEvent = target.kind === 'event';
  const nobody = reach.data?.recipients === 0;

  const onSubmit = handleSubmit(async (draft) => {
    setRefusal(null);
    const result = await attempt(send.mutateAsync({ ...draft, filter }));
    if (result.ok) {
      if (result.data.job_id) onSent(result.data.job_id, draft.subject);
      return;
    }
    if (!applyServerFieldErrors(setError, result.error.fields, ['subject', 'body']))
      setRefusal(result.error.message);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={forEvent ? t('toolkit.messages.heading') : t('toolkit.messages.toHosts')}
    >
      <Stack spacing={2.5}>
        {forEvent && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={t('toolkit.message.category')}
              value={categoryId}
              onChange={(e) => setCategoryId(e.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value={ALL}>{t('toolkit.message.allCategories')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('toolkit.message.payment')}
              value={payment}
              onChange={(e) => setPayment(e.target.value as PaymentFilter | typeof ALL)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value={ALL}>{t('toolkit.message.allPayments')}</option>
              {PAYMENT_FILTERS.map((p) => (
                <option key={p} value={p}>
                  {paymentFilterText(p)}
                </option>
              ))}
            </TextField>
          </Stack>
        )}
        <Typography
          role="status"
          aria-live="polite"
          data-testid="message-reach"
          sx={{ fontWeight: 600, color: nobody ? 'warning.dark' : 'text.primary' }}
        >
          {reach.data
            ? reachText(reach.data.recipients)
            : reach.isError
              ? reach.error.message
              : t('toolkit.message.counting')}
        </Typography>
        <FormTextField
          control={control}
          name="subject"
          label={t('toolkit.message.subject')}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
        />
        <FormTextField
          control={control}
          name="body"
          label={t('toolkit.message.body')}
          required
          multiline
          minRows={6}
          helperText={
            forEvent ? t('toolkit.message.bodyHelpEvent') : t('toolkit.message.bodyHelpHosts')
          }
          slotProps={{ htmlInput: { maxLength: BODY_MAX } }}
        />
        {refusal && (
          <Alert severity="warning" role="alert">
            {refusal}
          </Alert>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onClose} color="inherit">
          {t('toolkit.message.cancel')}
        </Button>
        <LoadingButton
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          disabled={nobody}
        >
          {t('toolkit.message.send')}
        </LoadingButton>
      </Stack>
    </Box>
  );
}

function Progress({
  jobId,
  subject,
  onClose,
}: {
  jobId: string;
  subject: string;
  onClose: () => void;
}) {
  const progress = useJobProgress(jobId);
  const job = progress.data;
  const done = job?.status === 'sent';
  const value = job && job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <Stack spacing={2}>
      <Typography>
        {t(done ? 'toolkit.message.sent' : 'toolkit.message.sending', { subject })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={t('toolkit.message.progressLabel')}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
        {job ? progressText(job.done, job.total) : t('toolkit.message.starting')}
      </Typography>
      {done ? (
        <Alert severity="success">{t('toolkit.message.doneNote')}</Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('toolkit.message.closeNote')}
        </Typography>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant={done ? 'contained' : 'text'} onClick={onClose}>
          {done ? t('toolkit.message.done') : t('toolkit.message.close')}
        </Button>
      </Stack>
    </Stack>
  );
}
