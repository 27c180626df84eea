import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputAdornment,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import { useController, useFormState, useWatch, type Control } from 'react-hook-form';
import { REFUND_MSG, RefundPolicySchema, toStoredPolicy } from '../../../shared/refunds/policy';
import { refundPolicyText } from '../../components/events/refund-policy-words';
import {
  MAX_REFUND_STEPS,
  newCustomRefundPolicy,
  newRefundStep,
  refundNumber,
  type EventFormOutput,
  type EventFormValues,
  type RefundPolicyForm,
  type RefundStepForm,
} from './event-form-values';
import { t } from '../../i18n/i18n';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const typed = (v: unknown) => (typeof v === 'string' ? v : '');

/** The form's policy in the form's own shape; anything else (never set) reads as the default. */
function asPolicyForm(value: EventFormValues['refund_policy']): RefundPolicyForm | null {
  if (!value) return null;
  return {
    steps: value.steps.map((s) => ({
      days_before: refundNumber(typed(s.days_before)),
      percent: refundNumber(typed(s.percent)),
    })),
    fee: typed(value.fee),
  };
}

/**
 * The policy as the event page will word it (in the page's language, with the event page's own
 * messages), once what is typed makes a valid policy and the dates it hangs on are known; null
 * until then.
 */
function previewText(
  policy: RefundPolicyForm | null,
  dates: { start: unknown; regEnd: unknown; regEndTime: unknown },
): string | null {
  const start = typed(dates.start);
  const regEnd = typed(dates.regEnd);
  if (!DATE.test(start) || !DATE.test(regEnd)) return null;
  const event = {
    start_date: start,
    registration_end_date: regEnd,
    registration_end_time: typed(dates.regEndTime) || '23:59',
  };
  if (!policy) return refundPolicyText({ ...event, refund_policy: null });
  const parsed = RefundPolicySchema.safeParse(policy);
  if (!parsed.success) return null;
  return refundPolicyText({ ...event, refund_policy: toStoredPolicy(parsed.data) });
}

/**
 * The event's refund policy (issue 16): the default (full refund until registration closes) or
 * up to five steps "until N days before the event → refund P %" and a cancellation fee.
 */
export function RefundPolicyField({
  control,
  disabled,
}: {
  control: Control<EventFormValues, unknown, EventFormOutput>;
  disabled?: boolean;
}) {
  const { field } = useController({ control, name: 'refund_policy' });
  const { errors } = useFormState({ control, name: 'refund_policy' });
  const [start, regEnd, regEndTime] = useWatch({
    control,
    name: ['start_date', 'registration_end_date', 'registration_end_time'],
  });
  const policy = asPolicyForm(field.value);
  const policyErrors = errors.refund_policy;
  const stepErrors = policyErrors?.steps;
  // The steps' own rules (order, unique days) sit on the list; the server may name the whole.
  const listError =
    stepErrors?.message ?? stepErrors?.root?.message ?? policyErrors?.message ?? undefined;
  const preview = previewText(policy, { start, regEnd, regEndTime });

  // Steps typed, then the default tried: switching back to custom brings them back.
  const lastCustom = useRef<RefundPolicyForm | null>(null);

  const change = (next: RefundPolicyForm | null) => field.onChange(next);
  const setStep = (index: number, step: Partial<RefundStepForm>) => {
    if (!policy) return;
    change({ ...policy, steps: policy.steps.map((s, i) => (i === index ? { ...s, ...step } : s)) });
  };
  const choose = (kind: string) => {
    if (kind === 'custom') {
      change(lastCustom.current ?? newCustomRefundPolicy());
    } else {
      lastCustom.current = policy;
      change(null);
    }
    field.onBlur();
  };

  return (
    <Stack spacing={2}>
      <RadioGroup
        aria-label={t('hostEvents.refund.label')}
        name={field.name}
        value={policy ? 'custom' : 'default'}
        onChange={(e) => choose(e.target.value)}
      >
        <FormControlLabel
          value="default"
          disabled={disabled}
          control={<Radio />}
          label={t('hostEvents.refund.default')}
        />
        <FormControlLabel
          value="custom"
          disabled={disabled}
          control={<Radio />}
          label={t('hostEvents.refund.custom')}
        />
      </RadioGroup>

      {policy && (
        <Stack spacing={1.5} role="group" aria-label={t('hostEvents.refund.steps')}>
          {policy.steps.length === 0 && (
            <Typography color="text.secondary">{t('hostEvents.refund.noSteps')}</Typography>
          )}
          {policy.steps.map((step, i) => {
            const errorOf = stepErrors?.[i];
            return (
              <Paper
                // Rows have no identity of their own; their fields are controlled by index.
                key={i}
                variant="outlined"
                role="group"
                aria-label={t('hostEvents.refund.step', { number: i + 1 })}
                sx={{
                  p: 1.5,
                  display: 'grid',
                  columnGap: 1.5,
                  rowGap: 1,
                  alignItems: 'start',
                  // Phones: the fields one under the other, full width, their labels whole.
                  // Wider: one line, "Until [N] days before the event → refund [P] %".
                  gridTemplateColumns: {
                    xs: 'minmax(0, 1fr) auto',
                    sm: 'auto 240px auto 190px auto',
                  },
                  gridTemplateAreas: {
                    xs: '"step remove" "days days" "percent percent"',
                    sm: '"until days refund percent remove"',
                  },
                  justifyContent: { sm: 'start' },
                }}
              >
                <Typography
                  sx={{
                    gridArea: 'step',
                    display: { sm: 'none' },
                    alignSelf: 'center',
                    fontWeight: 600,
                  }}
                >
                  {t('hostEvents.refund.step', { number: i + 1 })}
                </Typography>
                <Typography sx={{ gridArea: 'until', display: { xs: 'none', sm: 'block' }, pt: 2 }}>
                  {t('hostEvents.refund.until')}
                </Typography>
                <TextField
                  label={t('hostEvents.refund.daysBefore')}
                  type="number"
                  value={step.days_before ?? ''}
                  disabled={disabled}
                  onChange={(e) => setStep(i, { days_before: refundNumber(e.target.value) })}
                  onBlur={field.onBlur}
                  error={Boolean(errorOf?.days_before)}
                  helperText={errorOf?.days_before ? t('hostEvents.refund.daysError') : undefined}
                  sx={{ gridArea: 'days' }}
                  slotProps={{
                    // Kept up, so an empty field's label never runs into its unit.
                    inputLabel: { shrink: true },
                    htmlInput: { min: 0, max: 365, step: 1, inputMode: 'numeric' },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          {t('hostEvents.refund.days')}
                        </InputAdornment>
                      ),
                    },
                  }}
                />
                <Typography
                  sx={{ gridArea: 'refund', display: { xs: 'none', sm: 'block' }, pt: 2 }}
                >
                  {t('hostEvents.refund.arrow')}
                </Typography>
                <TextField
                  label={t('hostEvents.refund.percent')}
                  type="number"
                  value={step.percent ?? ''}
                  disabled={disabled}
                  onChange={(e) => setStep(i, { percent: refundNumber(e.target.value) })}
                  onBlur={field.onBlur}
                  error={Boolean(errorOf?.percent)}
                  helperText={errorOf?.percent ? t('hostEvents.refund.percentError') : undefined}
                  sx={{ gridArea: 'percent' }}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' },
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  }}
                />
                <IconButton
                  aria-label={t('hostEvents.refund.removeStep', { number: i + 1 })}
                  disabled={disabled}
                  onClick={() =>
                    change({ ...policy, steps: policy.steps.filter((_, at) => at !== i) })
                  }
                  sx={{ gridArea: 'remove', mt: { sm: 0.5 }, justifySelf: 'end' }}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Paper>
            );
          })}
          {listError && <FormHelperText error>{listError}</FormHelperText>}
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={disabled || policy.steps.length >= MAX_REFUND_STEPS}
              onClick={() => change({ ...policy, steps: [...policy.steps, newRefundStep()] })}
            >
              {t('hostEvents.refund.addStep')}
            </Button>
            <FormHelperText sx={{ mt: 0 }}>
              {t('hostEvents.refund.stepsHelp', { max: MAX_REFUND_STEPS })}
            </FormHelperText>
          </Box>
          <TextField
            label={t('hostEvents.refund.fee')}
            type="number"
            value={policy.fee ?? ''}
            disabled={disabled}
            onChange={(e) => change({ ...policy, fee: e.target.value })}
            onBlur={field.onBlur}
            error={Boolean(policyErrors?.fee)}
            helperText={
              // Above a category's price is a rule of its own (issue 24), not a typing slip.
              policyErrors?.fee?.message === REFUND_MSG.feeAbovePrice
                ? t('hostEvents.refund.feeAbovePrice')
                : policyErrors?.fee
                  ? t('hostEvents.refund.feeError')
                  : t('hostEvents.refund.feeHelp')
            }
            sx={{ maxWidth: { sm: 320 } }}
            slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
          />
        </Stack>
      )}
      {!policy && listError && <FormHelperText error>{listError}</FormHelperText>}
      {preview && (
        <Box
          data-testid="refund-policy-preview"
          sx={{ p: 1.5, borderRadius: 2, bgcolor: 'rgba(255,145,77,0.08)' }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
            {t('hostEvents.refund.preview')}
          </Typography>
          <Typography variant="body2">{preview}</Typography>
        </Box>
      )}
    </Stack>
  );
}
