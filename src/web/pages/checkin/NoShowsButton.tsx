import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useMarkNoShows } from '../../api/checkin';
import { LoadingButton } from '../../components/LoadingButton';
import { toast } from '../../components/toast';
import { attempt } from '../../query-client';

/**
 * The host closes the gate (issue 17, decision 023): every paid registration not checked in is
 * marked no-show, so the draw can start. They stay paid (the refund policy decides); a late
 * arrival's check-in clears the mark.
 */
export function NoShowsButton({ eventId, expected }: { eventId: string; expected: number }) {
  const [open, setOpen] = useState(false);
  const mark = useMarkNoShows(eventId);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} disabled={expected === 0}>
        Mark no-shows
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Mark no-shows?</DialogTitle>
        <DialogContent>
          <Typography>
            {expected === 1
              ? '1 registration has not checked in.'
              : `${expected} registrations have not checked in.`}{' '}
            Their registrations are marked no-show so the draw can start. They stay paid, and anyone
            who arrives late can still be checked in.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Not yet</Button>
          <LoadingButton
            variant="contained"
            loading={mark.isPending}
            onClick={async () => {
              const result = await attempt(mark.mutateAsync(undefined));
              setOpen(false);
              if (result.ok)
                toast.success(
                  result.data.marked === 1
                    ? '1 registration marked no-show.'
                    : `${result.data.marked} registrations marked no-show.`,
                );
            }}
          >
            Mark no-shows
          </LoadingButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
