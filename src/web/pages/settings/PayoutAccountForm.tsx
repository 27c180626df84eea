import { Box, Grid, Stack, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { LoadingButton } from '../../components/LoadingButton';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { toast } from '../../components/toast';
import { attempt } from '../../query-client';
import { useSavePayoutAccount } from './payout-account-api';
import {
  BUSINESS_TYPE_OPTIONS,
  FIELD_LABEL,
  PAYOUT_FIELDS,
  payoutFormSchema,
  payoutFormValues,
  requirementFlags,
  STATE_OPTIONS,
  type PayoutAccount,
  type PayoutFieldName,
} from './payout-account-form';
import { PayoutField, PayoutSelect } from './PayoutAccountFields';

const GSTIN_HINT =
  'Leave empty if you are not registered under GST: your participants then get a Bill of Supply';

const half = { xs: 12, sm: 6 } as const;
const upper = { htmlInput: { autoCapitalize: 'characters', spellCheck: false } } as const;
const numeric = { htmlInput: { inputMode: 'numeric' } } as const;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

/**
 * The payout account's details (issue 26), checked in the browser by the rules the server uses.
 * The full account number is never shown again once saved: an empty field keeps it.
 */
export function PayoutAccountForm({ account }: { account: PayoutAccount }) {
  const last4 = account.bank.account_last4;
  const schema = useMemo(
    () => payoutFormSchema({ number: Boolean(last4), pan: Boolean(account.pan) }),
    [last4, account.pan],
  );
  const { control, handleSubmit, formState, setError, reset } = useZodForm(schema, {
    defaultValues: payoutFormValues(account),
  });
  const save = useSavePayoutAccount();
  const flags = requirementFlags(account.requirements);

  const onSubmit = handleSubmit(async (body) => {
    const result = await attempt(save.mutateAsync(body));
    if (result.ok) {
      toast.success('Payout details saved');
      reset(payoutFormValues(result.data));
      return;
    }
    applyServerFieldErrors(setError, result.error.fields, PAYOUT_FIELDS);
  });

  const field = (name: PayoutFieldName) => ({
    control,
    name,
    label: FIELD_LABEL[name],
    flag: flags[name],
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Payout account">
      <Stack spacing={3}>
        <Group title="Business">
          <Grid size={{ xs: 12 }}>
            <PayoutField
              {...field('legal_name')}
              required
              autoComplete="organization"
              helperText="As on the PAN"
            />
          </Grid>
          <Grid size={half}>
            <PayoutSelect {...field('business_type')} required options={BUSINESS_TYPE_OPTIONS} />
          </Grid>
          <Grid size={half}>
            <PayoutField
              {...field('pan')}
              required={!account.pan}
              autoComplete="off"
              slotProps={upper}
              helperText={
                account.pan ? `Saved as ${account.pan}. Leave empty to keep it.` : 'Like ABCDE1234F'
              }
            />
          </Grid>
          <Grid size={half}>
            <PayoutField
              {...field('gstin')}
              autoComplete="off"
              slotProps={upper}
              helperText={GSTIN_HINT}
            />
          </Grid>
          <Grid size={half}>
            <PayoutSelect
              {...field('gst_state')}
              required
              options={STATE_OPTIONS}
              helperText="Where you are registered for GST, or where your business is"
            />
          </Grid>
        </Group>
        <Group title="Address">
          <Grid size={{ xs: 12 }}>
            <PayoutField {...field('address.street')} required autoComplete="street-address" />
          </Grid>
          <Grid size={half}>
            <PayoutField {...field('address.city')} required autoComplete="address-level2" />
          </Grid>
          <Grid size={{ xs: 7, sm: 3 }}>
            <PayoutSelect {...field('address.state')} required options={STATE_OPTIONS} />
          </Grid>
          <Grid size={{ xs: 5, sm: 3 }}>
            <PayoutField
              {...field('address.postal_code')}
              required
              autoComplete="postal-code"
              slotProps={numeric}
            />
          </Grid>
        </Group>
        <Group title="Bank account">
          <Grid size={half}>
            <PayoutField
              {...field('account_number')}
              required={!last4}
              autoComplete="off"
              slotProps={numeric}
              helperText={
                last4 ? `Account ending ${last4}. Leave empty to keep it.` : '9 to 18 digits'
              }
            />
          </Grid>
          <Grid size={half}>
            <PayoutField {...field('ifsc_code')} required autoComplete="off" slotProps={upper} />
          </Grid>
          <Grid size={half}>
            <PayoutField {...field('bank_name')} required autoComplete="off" />
          </Grid>
          <Grid size={half}>
            <PayoutField {...field('account_holder_name')} required autoComplete="off" />
          </Grid>
        </Group>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <LoadingButton
            type="submit"
            variant="contained"
            size="large"
            loading={formState.isSubmitting}
            sx={{ minWidth: { xs: '100%', sm: 200 } }}
          >
            Save payout details
          </LoadingButton>
        </Box>
      </Stack>
    </Box>
  );
}
