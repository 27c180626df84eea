import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { t } from '../../i18n/i18n';
import { LoadingButton } from '../LoadingButton';
import { formatAmount } from './participation-format';

export type TestOrder = {
  orderId: string;
  amount: number;
  currency: string;
  eventTitle: string;
  categoryName?: string;
};

type TestCheckoutDialogProps = {
  order: TestOrder | null;
  /** Which answer is on its way to the server; the buttons wait meanwhile. */
  pending: 'paid' | 'failed' | null;
  onPay: () => void;
  onFail: () => void;
  onCancel: () => void;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Box sx={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

/**
 * The test provider's checkout, standing in for Razorpay's where no real provider is set up: the
 * order as the player would pay it, then Pay, Fail or Cancel (Escape cancels too). It says
 * plainly that no money moves.
 */
export function TestCheckoutDialog({
  order,
  pending,
  onPay,
  onFail,
  onCancel,
}: TestCheckoutDialogProps) {
  const titleId = useId();
  const busy = pending !== null;
  return (
    <Dialog
      open={Boolean(order)}
      onClose={(_event, reason) => {
        // Only Escape cancels: a stray tap beside the dialog must not abandon a payment.
        if (reason === 'escapeKeyDown' && !busy) onCancel();
      }}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { borderRadius: 3, m: 2, width: 'calc(100% - 32px)' } } }}
    >
      {order && (
        <>
          <DialogTitle
            id={titleId}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, pb: 1, fontWeight: 700 }}
          >
            <LockOutlinedIcon fontSize="small" sx={{ color: 'success.dark' }} aria-hidden />
            {t('participate.checkout.title')}
          </DialogTitle>
          <DialogContent sx={{ pb: 1 }}>
            <Alert
              severity="info"
              icon={<ScienceOutlinedIcon fontSize="inherit" />}
              sx={{ mb: 2.5 }}
            >
              {t('participate.checkout.testNote')}
            </Alert>
            <Box
              sx={{
                textAlign: 'center',
                py: 2,
                mb: 2,
                borderRadius: 2,
                bgcolor: 'rgba(255,145,77,0.10)',
                border: '1px solid',
                borderColor: 'rgba(255,145,77,0.45)',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {t('participate.checkout.amount')}
              </Typography>
              <Typography
                data-testid="checkout-amount"
                sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }}
              >
                {formatAmount(order.amount, order.currency)}
              </Typography>
            </Box>
            <Stack spacing={1.25} divider={<Divider flexItem />}>
              <Row label={t('participate.checkout.payingTo')}>
                <Typography sx={{ fontWeight: 600 }}>Matchday</Typography>
              </Row>
              <Row label={t('participate.event')}>
                <Typography sx={{ fontWeight: 600 }}>{order.eventTitle}</Typography>
                {order.categoryName && (
                  <Typography variant="body2" color="text.secondary">
                    {order.categoryName}
                  </Typography>
                )}
              </Row>
              <Row label={t('participate.checkout.orderId')}>
                <Typography
                  data-testid="checkout-order-id"
                  sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
                >
                  {order.orderId}
                </Typography>
              </Row>
            </Stack>
          </DialogContent>
          <DialogActions
            sx={{
              px: 3,
              pb: 2.5,
              pt: 2,
              gap: 1,
              flexWrap: 'wrap',
              '& > :not(style) ~ :not(style)': { ml: 0 },
            }}
          >
            <Button onClick={onCancel} disabled={busy} sx={{ color: 'text.secondary' }}>
              {t('participate.checkout.cancel')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <LoadingButton
              variant="outlined"
              color="error"
              onClick={onFail}
              loading={pending === 'failed'}
              disabled={busy}
            >
              {t('participate.checkout.fail')}
            </LoadingButton>
            <LoadingButton
              variant="contained"
              onClick={onPay}
              loading={pending === 'paid'}
              disabled={busy}
              sx={{ minWidth: 96 }}
            >
              {t('participate.checkout.pay')}
            </LoadingButton>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
