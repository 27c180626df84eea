import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { Event } from '../../../shared/events/schemas';
import { useCancelEvent } from '../../api/refunds';
import { LoadingButton } from '../LoadingButton';
import { Modal } from '../Modal';
import { toast } from '../toast';
import { t } from '../../i18n/i18n';

/**
 * The host (or an admin) cancels the whole event (issue 16): a reason, mailed to every
 * participant, then every registration is cancelled and refunded in full by the queue.
 */
export function CancelEventButton({ event }: { event: Event }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelEvent(event.id);
  const tooShort = reason.trim().length < 3;

  const confirm = async () => {
    const done = await cancel.mutateAsync(reason.trim()).catch(() => null);
    if (!done) return;
    setOpen(false);
    // Said as it is: the refunds are queued now and land over the next minutes (or longer);
    // the panel on the page counts them as they do.
    toast.success(t('money.cancelEvent.done'));
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="large"
        startIcon={<EventBusyIcon />}
        onClick={() => setOpen(true)}
      >
        {t('money.cancelEvent.button')}
      </Button>
      <Modal
        open={open}
        title={t('money.cancelEvent.title')}
        onClose={() => setOpen(false)}
        maxWidth="xs"
      >
        <Typography>{t('money.cancelEvent.text', { title: event.title })}</Typography>
        <TextField
          label={t('money.cancelEvent.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          required
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          helperText={t('money.cancelEvent.reasonHint')}
        />
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={() => setOpen(false)}>
            {t('money.cancelEvent.keep')}
          </Button>
          <LoadingButton
            variant="contained"
            color="error"
            disabled={tooShort}
            loading={cancel.isPending}
            onClick={() => void confirm()}
          >
            {t('money.cancelEvent.confirm')}
          </LoadingButton>
        </Stack>
      </Modal>
    </>
  );
}
