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
    toast.success(
      `We have asked ${result.data.to.name} to accept. The registration stays yours until they do.`,
    );
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Hand on your registration</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {p.category_details.name} at {p.event_details.title}. The person you name needs a Matchday
          participant account; they accept it from their dashboard and must fit the category. No
          money moves: your entry fee stays with the place.
        </Typography>
        <TextField
          label="Their email"
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
        <Button onClick={onClose}>Keep it</Button>
        <LoadingButton
          variant="contained"
          disabled={!email.includes('@')}
          loading={offer.isPending}
          onClick={() => void confirm()}
        >
          Send the offer
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
}
