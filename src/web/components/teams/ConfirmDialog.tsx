import { Box, Button, Typography } from '@mui/material';
import { LoadingButton } from '../LoadingButton';
import { Modal } from '../Modal';
import { t } from '../../i18n/i18n';

/** Asks before a roster change that cannot be undone by the one making it. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={title} onClose={() => !busy && onClose()} maxWidth="xs">
      <Typography>{text}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('teams.confirm.keep')}
        </Button>
        <LoadingButton variant="contained" color="error" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </LoadingButton>
      </Box>
    </Modal>
  );
}
