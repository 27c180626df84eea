import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BODY_MAX,
  MessageDraftSchema,
  PAYMENT_FILTER_TEXT,
  PAYMENT_FILTERS,
  progressText,
  reachText,
  SUBJECT_MAX,
  type PaymentFilter,
} from '../../../shared/toolkit/messages';
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
  const { control, handleSubmit, formState, setError } = useZodForm(MessageDraftSchema, {
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
      aria-label={forEvent ? 'Message participants' : 'Message all hosts'}
    >
      <Stack spacing={2.5}>
        {forEvent && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label="Category"
              value={categoryId}
              onChange={(e) => setCategoryId(e.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value={ALL}>All categories</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label="Payment"
              value={payment}
              onChange={(e) => setPayment(e.target.value as PaymentFilter | typeof ALL)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value={ALL}>All (paid and awaiting payment)</option>
              {PAYMENT_FILTERS.map((p) => (
                <option key={p} value={p}>
                  {PAYMENT_FILTER_TEXT[p]}
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
              : 'Counting who this reaches…'}
        </Typography>
        <FormTextField
          control={control}
          name="subject"
          label="Subject"
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
        />
        <FormTextField
          control={control}
          name="body"
          label="Message"
          required
          multiline
          minRows={6}
          helperText={
            forEvent
              ? 'Plain text; line breaks are kept. Links are shown as text, not clickable; the mail has a button to your event page, and replies come to your email.'
              : 'Plain text; line breaks are kept. Links are shown as text, not clickable.'
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
          Cancel
        </Button>
        <LoadingButton
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          disabled={nobody}
        >
          Send
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
        {done ? 'Sent' : 'Sending'} “{subject}”
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label="Sending progress"
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
        {job ? progressText(job.done, job.total) : 'Starting…'}
      </Typography>
      {done ? (
        <Alert severity="success">
          Done: every mail is with our mail service, and most arrive within minutes.
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          You can close this window: sending goes on, and the list shows how far it got.
        </Typography>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant={done ? 'contained' : 'text'} onClick={onClose}>
          {done ? 'Done' : 'Close'}
        </Button>
      </Stack>
    </Stack>
  );
}
