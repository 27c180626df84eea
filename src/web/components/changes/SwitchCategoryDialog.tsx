import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { SwitchOption } from '../../../shared/changes/switch-options';
import type { Participation } from '../../../shared/participations/schemas';
import { useSwitchCategory, useSwitchOptions } from '../../api/changes';
import { useAuth } from '../../auth/auth-context';
import { t } from '../../i18n/i18n';
import { LoadingButton } from '../LoadingButton';
import { formatAmount, placesLeftLabel } from '../participations/participation-format';
import { useCheckout } from '../participations/use-checkout';
import { toast } from '../toast';

/** "Open 2 · ₹500.00 · 3 places left". */
function optionText(o: SwitchOption, money: (n: number) => string): string {
  const places = placesLeftLabel(o.places_left);
  return `${o.name} · ${o.price === 0 ? t('participate.free') : money(o.price)}${places && o.eligible ? ` · ${places}` : ''}`;
}

/**
 * The participant moves their registration to another category of the event (issue 16): the
 * categories it may move to, as the server's switch rules decide (issue 24: the others listed
 * disabled with their reason, never offered and then refused), what the chosen one costs against
 * what was paid, then either done (a cheaper one refunds the difference) or the checkout of the
 * difference.
 */
export function SwitchCategoryDialog({
  registration: p,
  open,
  onClose,
}: {
  registration: Participation;
  open: boolean;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const query = useSwitchOptions(p.id, { enabled: open });
  const change = useSwitchCategory();
  const checkout = useCheckout();
  const [choice, setChoice] = useState('');
  const [weight, setWeight] = useState('');
  // While the difference is paid the dialog steps aside; the checkout lives in this component.
  const [paying, setPaying] = useState(false);
  const paid = p.payment_status === 'captured' ? p.amount_paid : 0;
  const money = (n: number) => formatAmount(n, p.currency);
  const options = query.data ?? [];
  const movable = options.filter((o) => o.eligible);
  const closed = options.filter((o) => !o.eligible);
  // Only a category the registration may move to can be chosen, so only it has a price to weigh.
  const chosen = movable.find((o) => o.category_id === choice);
  const needsWeight = chosen?.needs_weight ?? false;

  const difference = chosen ? chosen.price - paid : 0;
  const moneyLine = !chosen
    ? null
    : p.payment_status !== 'captured'
      ? t('dashboard.switch.unpaidMoves', { amount: money(chosen.price) })
      : difference > 0
        ? t('dashboard.switch.payDifference', { amount: money(difference) })
        : difference < 0
          ? t('dashboard.switch.refunded', { amount: money(-difference) })
          : t('dashboard.switch.same');

  const confirm = async () => {
    if (!chosen) return;
    const result = await change
      .mutateAsync({
        id: p.id,
        category_id: chosen.category_id,
        weight_kg: needsWeight && weight ? Number(weight) : null,
      })
      .catch(() => null);
    if (!result) return;
    const name = chosen.name;
    if (result.status === 'awaiting_payment' && result.checkout) {
      setPaying(true);
      await checkout.start(result.checkout, {
        name: user?.name,
        email: user?.email,
        contact: user?.phone_number,
      });
      return;
    }
    toast.success(
      result.refund_amount > 0
        ? t('dashboard.switch.movedRefund', { name, amount: money(result.refund_amount) })
        : t('dashboard.switch.moved', { name }),
    );
    onClose();
  };

  return (
    <>
      <Dialog open={open && !paying} onClose={onClose} fullWidth maxWidth="xs">
        <DialogTitle>{t('dashboard.changeCategory')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('dashboard.switch.nowIn', {
              event: p.event_details.title,
              category: p.category_details.name,
            })}
          </Typography>
          {query.isPending ? (
            <CircularProgress size={20} aria-label={t('dashboard.switch.loading')} />
          ) : query.isError ? (
            <Alert severity="error">{query.error.message}</Alert>
          ) : (
            <>
              {movable.length === 0 ? (
                <Typography>{t('dashboard.switch.noOther')}</Typography>
              ) : (
                <RadioGroup
                  aria-label={t('dashboard.switch.newCategory')}
                  value={choice}
                  onChange={(e) => setChoice(e.target.value)}
                >
                  {movable.map((o) => (
                    <FormControlLabel
                      key={o.category_id}
                      value={o.category_id}
                      control={<Radio />}
                      label={optionText(o, money)}
                    />
                  ))}
                </RadioGroup>
              )}
              {closed.length > 0 && (
                <Box
                  component="section"
                  aria-label={t('dashboard.switch.closedLabel')}
                  sx={{ mt: 2 }}
                  data-testid="switch-closed"
                >
                  <Typography variant="subtitle2" color="text.secondary">
                    {t('dashboard.switch.closedHeading')}
                  </Typography>
                  {closed.map((o) => (
                    <FormControlLabel
                      key={o.category_id}
                      value={o.category_id}
                      disabled
                      control={<Radio />}
                      sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
                      label={
                        <Box sx={{ py: 0.75 }}>
                          <span>{optionText(o, money)}</span>
                          <Typography
                            variant="body2"
                            component="span"
                            sx={{ display: 'block' }}
                            data-testid="switch-reason"
                          >
                            {o.reason}
                          </Typography>
                        </Box>
                      }
                    />
                  ))}
                </Box>
              )}
            </>
          )}
          {needsWeight && (
            <TextField
              label={t('dashboard.yourWeight')}
              type="number"
              value={weight}
              onChange={(e) => setWeight(e.target.value)}
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { min: 1, max: 500, inputMode: 'numeric' } }}
            />
          )}
          {moneyLine && (
            <Alert severity="info" icon={false} sx={{ mt: 2 }} data-testid="switch-money">
              {moneyLine}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('dashboard.switch.keep')}</Button>
          <LoadingButton
            variant="contained"
            disabled={!chosen || (needsWeight && !weight)}
            loading={change.isPending}
            onClick={() => void confirm()}
          >
            {difference > 0 && p.payment_status === 'captured'
              ? t('dashboard.switch.switchAndPay')
              : t('dashboard.switch.switch')}
          </LoadingButton>
        </DialogActions>
      </Dialog>
      {checkout.element}
    </>
  );
}
