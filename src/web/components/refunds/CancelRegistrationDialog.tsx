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
import { describeRefundStep, type RefundStepWording } from '../../../shared/refunds/policy-terms';
import { useCancelRegistration, useRefundQuote } from '../../api/refunds';
import { LoadingButton } from '../LoadingButton';
import { toast } from '../toast';
import { formatAmount } from '../participations/participation-format';
import { formatDisplayDate } from '../../i18n/dates';
import { t } from '../../i18n/i18n';

/** The policy step a quote falls in, in the page's language (issue 29). */
const STEP_WORDS: RefundStepWording = {
  until: (percent, date) => t('money.refundStep.until', { percent, date }),
  after: (date) => t('money.refundStep.after', { date }),
  none: () => t('money.refundStep.none'),
  date: (day) => formatDisplayDate(day),
};

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
  const stepLine = (quoted: NonNullable<typeof q>) => {
    const step = describeRefundStep(
      { percent: quoted.percent, until: quoted.policy_step_until },
      STEP_WORDS,
    );
    return quoted.fee > 0
      ? t('money.cancelRegistration.stepFee', {
          step,
          fee: t('money.cancelRegistration.fee', { fee: money(quoted.fee) }),
        })
      : t('money.cancelRegistration.step', { step });
  };

  const confirm = async () => {
    const result = await cancel.mutateAsync(p.id).catch(() => null);
    if (!result) return;
    toast.success(
      result.status === 'refund_pending'
        ? t('money.cancelRegistration.doneRefund', { amount: money(result.refund_amount) })
        : t('money.cancelRegistration.done'),
    );
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('money.cancelRegistration.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 700 }}>{p.event_details.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {p.category_details.name} ·{' '}
          {p.team_name
            ? t('money.cancelRegistration.team', { team: p.team_name })
            : p.competitor_name}
        </Typography>
        {!q ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={18} />
            <Typography variant="body2">{t('money.cancelRegistration.working')}</Typography>
          </Stack>
        ) : q.amount_paid === 0 ? (
          <Typography data-testid="refund-quote">
            {t('money.cancelRegistration.nothingPaid')}
          </Typography>
        ) : (
          <Alert
            severity={q.refund_amount > 0 ? 'info' : 'warning'}
            icon={false}
            data-testid="refund-quote"
          >
            <Typography sx={{ fontWeight: 700 }}>
              {q.refund_amount > 0
                ? t('money.cancelRegistration.getBack', {
                    refund: money(q.refund_amount),
                    paid: money(q.amount_paid),
                  })
                : t('money.cancelRegistration.noRefund', { paid: money(q.amount_paid) })}
            </Typography>
            <Typography variant="body2">{stepLine(q)}</Typography>
            {q.refund_amount > 0 && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('money.cancelRegistration.timing')}
              </Typography>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('money.cancelRegistration.keep')}</Button>
        <LoadingButton
          color="error"
          variant="contained"
          disabled={!q}
          loading={cancel.isPending}
          onClick={() => void confirm()}
        >
          {t('money.cancelRegistration.confirm')}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
}
