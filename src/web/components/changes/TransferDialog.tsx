import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { Participation } from '../../../shared/participations/schemas';
import { useOfferTransfer } from '../../api/changes';
import { t } from '../../i18n/i18n';
import { LoadingButton } from '../LoadingButton';
import { attempt } from '../../query-client';
import { toast } from '../toast';

/**
 * The participant offers their paid registration to someone else's Matchday account (issue 16).
 * It stays theirs until the other person accepts (and fits the category).
 */
export function TransferDialog({
  registration: p,
  open,
  onClose,
}: {
  registration: Participation;
  open: boolean;
  onClose: () => void;
}) {
  const offer = useOfferTransfer();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    const result = await attempt(offer.mutateAsync({ id: p.id, email: email.trim() }));
    if (!result.ok) {
      setError(result.error.fields?.email ?? result.error.message);
      return;
    }
    toast.success(t('dashboard.transfer.asked', { name: result.data.to.name }));
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('dashboard.transfer.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('dashboard.transfer.text', {
            category: p.category_details.name,
            event: p.event_details.title,
          })}
        </Typography>
        <TextField
          label={t('dashboard.transfer.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          fullWidth
          autoComplete="off"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('dashboard.transfer.keep')}</Button>
        <LoadingButton
          variant="contained"
          disabled={!email.includes('@')}
          loading={offer.isPending}
          onClick={() => void confirm()}
        >
          {t('dashboard.transfer.send')}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
}
