import {
  Alert,
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
import type { Participation } from '../../../shared/participations/schemas';
import { placesLeftText } from '../../../shared/places/places-text';
import { useSwitchCategory } from '../../api/changes';
import { useEvent } from '../../api/events';
import { useAuth } from '../../auth/auth-context';
import { LoadingButton } from '../LoadingButton';
import { formatAmount } from '../participations/participation-format';
import { useCheckout } from '../participations/use-checkout';
import { toast } from '../toast';

/**
 * The participant moves their registration to another category of the event (issue 16): the
 * categories of the same team size, what each costs against what was paid, then either done (a
 * cheaper one refunds the difference) or the checkout of the difference.
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
  const event = useEvent(p.event_id).data;
  const change = useSwitchCategory();
  const checkout = useCheckout();
  const [choice, setChoice] = useState('');
  const [weight, setWeight] = useState('');
  // While the difference is paid the dialog steps aside; the checkout lives in this component.
  const [paying, setPaying] = useState(false);
  const paid = p.payment_status === 'captured' ? p.amount_paid : 0;
  const money = (n: number) => formatAmount(n, p.currency);
  const options = (event?.categories ?? []).filter(
    (c) =>
      c.category_id !== p.category_id &&
      c.category_details.participants_in_team === p.category_details.participants_in_team,
  );
  const chosen = options.find((c) => c.category_id === choice);
  const needsWeight =
    chosen &&
    (chosen.category_details.min_weight_allowed !== null ||
      chosen.category_details.max_weight_allowed !== null);

  const difference = chosen ? chosen.price - paid : 0;
  const moneyLine = !chosen
    ? null
    : p.payment_status !== 'captured'
      ? `Your unpaid registration moves; the new entry fee is ${money(chosen.price)}.`
      : difference > 0
        ? `You pay the difference of ${money(difference)} now.`
        : difference < 0
          ? `${money(-difference)} is refunded to the account you paid from.`
          : 'Same entry fee: no money moves.';

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
    const name = chosen.category_details.name;
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
        ? `Moved to ${name}. ${money(result.refund_amount)} is on its way back to you.`
        : `Moved to ${name}.`,
    );
    onClose();
  };

  return (
    <>
      <Dialog open={open && !paying} onClose={onClose} fullWidth maxWidth="xs">
        <DialogTitle>Change category</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {p.event_details.title} · now in {p.category_details.name}
          </Typography>
          {!event ? (
            <CircularProgress size={20} />
          ) : options.length === 0 ? (
            <Typography>This event has no other category you can move to.</Typography>
          ) : (
            <RadioGroup
              aria-label="New category"
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
            >
              {options.map((c) => {
                const places = placesLeftText(c.places_left);
                const full = c.places_left === 0;
                return (
                  <FormControlLabel
                    key={c.category_id}
                    value={c.category_id}
                    disabled={full}
                    control={<Radio />}
                    label={`${c.category_details.name} · ${c.price === 0 ? 'Free' : money(c.price)}${places ? ` · ${places}` : ''}`}
                  />
                );
              })}
            </RadioGroup>
          )}
          {needsWeight && (
            <TextField
              label="Your weight (kg)"
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
          <Button onClick={onClose}>Keep my category</Button>
          <LoadingButton
            variant="contained"
            disabled={!chosen || (needsWeight && !weight)}
            loading={change.isPending}
            onClick={() => void confirm()}
          >
            {difference > 0 && p.payment_status === 'captured'
              ? 'Switch and pay'
              : 'Switch category'}
          </LoadingButton>
        </DialogActions>
      </Dialog>
      {checkout.element}
    </>
  );
}
