import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { Participation } from '../../../shared/participations/schemas';
import { useCancelRegistration, useRefundQuote } from '../../api/refunds';
import { LoadingButton } from '../LoadingButton';
import { toast } from '../toast';
import { formatAmount } from '../participations/participation-format';

/**
 * The participant cancels their own registration (issue 16): first what the event's refund
 * policy gives back at this moment, then a confirmation. Nothing changes until they confirm.
 */
export function CancelRegistrationDialog({
  registration: p,
  open,
  onClose,
}: {
  registration: Participation;
  open: boolean;
  onClose: () => void;
}) {
  const quote = useRefundQuote(p.id, { enabled: open });
  const cancel = useCancelRegistration();
  const money = (n: number) => formatAmount(n, p.currency);
  const q = quote.data;

  const confirm = async () => {
    const result = await cancel.mutateAsync(p.id).catch(() => null);
    if (!result) return;
    toast.success(
      result.status === 'refund_pending'
        ? `Your registration is cancelled. A refund of ${money(result.refund_amount)} is on its way.`
        : 'Your registration is cancelled.',
    );
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Cancel this registration?</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 700 }}>{p.event_details.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {p.category_details.name} · {p.team_name ? `Team ${p.team_name}` : p.competitor_name}
        </Typography>
        {!q ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={18} />
            <Typography variant="body2">Working out your refund…</Typography>
          </Stack>
        ) : q.amount_paid === 0 ? (
          <Typography data-testid="refund-quote">
            Nothing has been paid, so there is nothing to refund. Your place goes to the next person
            waiting.
          </Typography>
        ) : (
          <Alert
            severity={q.refund_amount > 0 ? 'info' : 'warning'}
            icon={false}
            data-testid="refund-quote"
          >
            <Typography sx={{ fontWeight: 700 }}>
              {q.refund_amount > 0
                ? `You get back ${money(q.refund_amount)} of the ${money(q.amount_paid)} you paid.`
                : `No refund is due: you paid ${money(q.amount_paid)}.`}
            </Typography>
            <Typography variant="body2">
              {q.policy_step}
              {q.fee > 0 && ` · a cancellation fee of ${money(q.fee)} is kept`}.
            </Typography>
            {q.refund_amount > 0 && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                It goes back to the account you paid from, usually within 5 to 7 working days.
              </Typography>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Keep registration</Button>
        <LoadingButton
          color="error"
          variant="contained"
          disabled={!q}
          loading={cancel.isPending}
          onClick={() => void confirm()}
        >
          Cancel registration
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
}
