import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import { Button, Stack, Typography, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import type { Event } from '../../../shared/events/schemas';
import { useCloseRegistration } from '../../api/event-lifecycle';
import { t } from '../../i18n/i18n';
import { LoadingButton } from '../LoadingButton';
import { Modal } from '../Modal';
import { toast } from '../toast';
import { attempt } from '../../query-client';
import { readableOutlinedButtonSx } from './readable-buttons';

/**
 * Issue 18: the host ends registration early so the draws can be made, after a confirmation that
 * says what it means. Shown by the event page and the draws page while registration is open.
 */
export function CloseRegistrationButton({
  event,
  label = t('event.close.button'),
  size = 'large',
}: {
  event: Pick<Event, 'id' | 'title'>;
  label?: string;
  size?: ButtonProps['size'];
}) {
  const close = useCloseRegistration();
  const [confirming, setConfirming] = useState(false);

  const onClose = async () => {
    const result = await attempt(close.mutateAsync(event.id));
    setConfirming(false);
    if (result.ok) toast.success(t('event.close.done'));
  };

  return (
    <>
      <Button
        variant="outlined"
        size={size}
        startIcon={<LockClockOutlinedIcon />}
        onClick={() => setConfirming(true)}
        sx={readableOutlinedButtonSx}
      >
        {label}
      </Button>
      <Modal
        open={confirming}
        title={t('event.close.confirmTitle')}
        onClose={() => setConfirming(false)}
        maxWidth="xs"
      >
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('event.close.confirmText', { title: event.title })}
        </Typography>
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 3, justifyContent: 'flex-end' }}
        >
          <Button color="inherit" onClick={() => setConfirming(false)}>
            {t('event.close.keepOpen')}
          </Button>
          <LoadingButton
            variant="contained"
            loading={close.isPending}
            onClick={() => void onClose()}
          >
            {t('event.close.button')}
          </LoadingButton>
        </Stack>
      </Modal>
    </>
  );
}
