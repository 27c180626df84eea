import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { Event } from '../../../shared/events/schemas';
import { useCancelEvent } from '../../api/refunds';
import { LoadingButton } from '../LoadingButton';
import { Modal } from '../Modal';
import { toast } from '../toast';

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
    toast.success('The event is cancelled. Participants are being told and refunds sent.');
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
        Cancel event
      </Button>
      <Modal open={open} title="Cancel this event?" onClose={() => setOpen(false)} maxWidth="xs">
        <Typography>
          {event.title} will be marked cancelled on every page and closed to registration. Every
          paid registration is refunded in full and every participant is mailed your reason. This
          cannot be undone.
        </Typography>
        <TextField
          label="Reason for participants"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          required
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          helperText="For example: The ground is waterlogged after the rains."
        />
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={() => setOpen(false)}>
            Keep the event
          </Button>
          <LoadingButton
            variant="contained"
            color="error"
            disabled={tooShort}
            loading={cancel.isPending}
            onClick={() => void confirm()}
          >
            Cancel event and refund all
          </LoadingButton>
        </Stack>
      </Modal>
    </>
  );
}
