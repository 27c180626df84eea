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
import { t } from '../../i18n/i18n';
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
        {t('gate.noShows.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('gate.noShows.title')}</DialogTitle>
        <DialogContent>
          <Typography>{t('gate.noShows.text', { count: expected })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('gate.noShows.notYet')}</Button>
          <LoadingButton
            variant="contained"
            loading={mark.isPending}
            onClick={async () => {
              const result = await attempt(mark.mutateAsync(undefined));
              setOpen(false);
              if (result.ok) toast.success(t('gate.noShows.done', { count: result.data.marked }));
            }}
          >
            {t('gate.noShows.button')}
          </LoadingButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
