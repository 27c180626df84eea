import { Box, Grid, Stack, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { BUSINESS_TYPES, type BusinessType } from '../../../shared/money/payout-account';
import { LoadingButton } from '../../components/LoadingButton';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { toast } from '../../components/toast';
import { t } from '../../i18n/i18n';
import { stateOptions } from '../../i18n/states';
import { attempt } from '../../query-client';
import { useSavePayoutAccount } from './payout-account-api';
import {
  PAYOUT_FIELDS,
  payoutFormSchema,
  payoutFormValues,
  requirementFlags,
  type PayoutAccount,
  type PayoutFieldName,
} from './payout-account-form';
import { PayoutField, PayoutSelect, payoutFieldLabel } from './PayoutAccountFields';

const BUSINESS_TYPE_LABEL: Record<BusinessType, MessageKey> = {
  individual: 'settings.payout.businessType.individual',
  proprietorship: 'settings.payout.businessType.proprietorship',
  partnership: 'settings.payout.businessType.partnership',
  private_limited: 'settings.payout.businessType.privateLimited',
  public_limited: 'settings.payout.businessType.publicLimited',
  llp: 'settings.payout.businessType.llp',
  ngo: 'settings.payout.businessType.ngo',
  trust: 'settings.payout.businessType.trust',
  society: 'settings.payout.businessType.society',
  not_yet_registered: 'settings.payout.businessType.notYetRegistered',
  educational_institutes: 'settings.payout.businessType.educationalInstitutes',
};

/** The business types by their name in the page's language. */
const businessTypeOptions = () =>
  BUSINESS_TYPES.map((value) => ({ value, label: t(BUSINESS_TYPE_LABEL[value]) }));

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
  const states = stateOptions();

  const onSubmit = handleSubmit(async (body) => {
    const result = await attempt(save.mutateAsync(body));
    if (result.ok) {
      toast.success(t('settings.payout.saved'));
      reset(payoutFormValues(result.data));
      return;
    }
    applyServerFieldErrors(setError, result.error.fields, PAYOUT_FIELDS);
  });

  const field = (name: PayoutFieldName) => ({
    control,
    name,
    label: payoutFieldLabel(name),
    flag: flags[name],
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('settings.payout.formLabel')}
    >
      <Stack spacing={3}>
        <Group title={t('settings.payout.business')}>
          <Grid size={{ xs: 12 }}>
            <PayoutField
              {...field('legal_name')}
              required
              autoComplete="organization"
              helperText={t('settings.payout.asOnPan')}
            />
          </Grid>
          <Grid size={half}>
            <PayoutSelect {...field('business_type')} required options={businessTypeOptions()} />
          </Grid>
          <Grid size={half}>
            <PayoutField
              {...field('pan')}
              required={!account.pan}
              autoComplete="off"
              slotProps={upper}
              helperText={
                account.pan
                  ? t('settings.payout.panSaved', { pan: account.pan })
                  : t('settings.payout.panExample')
              }
            />
          </Grid>
          <Grid size={half}>
            <PayoutField
              {...field('gstin')}
              autoComplete="off"
              slotProps={upper}
              helperText={t('settings.payout.gstinHint')}
            />
          </Grid>
          <Grid size={half}>
            <PayoutSelect
              {...field('gst_state')}
              required
              options={states}
              helperText={t('settings.payout.gstStateHint')}
            />
          </Grid>
        </Group>
        <Group title={t('settings.payout.address')}>
          <Grid size={{ xs: 12 }}>
            <PayoutField {...field('address.street')} required autoComplete="street-address" />
          </Grid>
          <Grid size={half}>
            <PayoutField {...field('address.city')} required autoComplete="address-level2" />
          </Grid>
          <Grid size={{ xs: 7, sm: 3 }}>
            <PayoutSelect {...field('address.state')} required options={states} />
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
        <Group title={t('settings.payout.bank')}>
          <Grid size={half}>
            <PayoutField
              {...field('account_number')}
              required={!last4}
              autoComplete="off"
              slotProps={numeric}
              helperText={
                last4
                  ? t('settings.accountEnding', { last4 })
                  : t('settings.payout.accountNumberHint')
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
            {t('settings.payout.save')}
          </LoadingButton>
        </Box>
      </Stack>
    </Box>
  );
}
