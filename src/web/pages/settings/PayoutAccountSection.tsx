import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';
import { usePayoutAccount } from './payout-account-api';
import {
  fieldOfRequirement,
  sentence,
  STATUS_COLOR,
  type PayoutAccount,
  type PayoutAccountStatus,
} from './payout-account-form';
import { payoutFieldLabel } from './PayoutAccountFields';
import { PayoutAccountForm } from './PayoutAccountForm';

/** A status's chip label and its line, the server's words (PAYOUT_STATUS_TEXT) in the language. */
const STATUS_TEXT: Record<PayoutAccountStatus, { label: MessageKey; explanation: MessageKey }> = {
  pending: {
    label: 'settings.payout.status.pending',
    explanation: 'settings.payout.explain.pending',
  },
  activated: {
    label: 'settings.payout.status.activated',
    explanation: 'settings.payout.explain.activated',
  },
  needs_clarification: {
    label: 'settings.payout.status.needsClarification',
    explanation: 'settings.payout.explain.needsClarification',
  },
  suspended: {
    label: 'settings.payout.status.suspended',
    explanation: 'settings.payout.explain.suspended',
  },
};

/** Where the account stands, in a chip and one line. */
function AccountStatus({ status }: { status: PayoutAccount['status'] }) {
  return (
    <Stack spacing={1} sx={{ mb: 2.5 }} data-testid="payout-status">
      <Box>
        <Chip
          label={t(status ? STATUS_TEXT[status].label : 'settings.payout.status.none')}
          color={status ? STATUS_COLOR[status] : 'default'}
          variant={status ? 'filled' : 'outlined'}
          size="small"
          sx={{ fontWeight: 700 }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(status ? STATUS_TEXT[status].explanation : 'settings.payout.explain.none')}
      </Typography>
    </Stack>
  );
}

/** What Razorpay still needs, each by the field it is about (marked in the form too). */
function Requirements({ requirements }: { requirements: PayoutAccount['requirements'] }) {
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>{t('settings.payout.requirements')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {requirements.map((r) => {
          const field = fieldOfRequirement(r.field);
          return (
            <li key={`${r.field} ${r.reason}`}>
              {withElements(
                'settings.payout.requirement',
                { field: <strong>{field ? payoutFieldLabel(field) : r.field}</strong> },
                { reason: sentence(r.reason) },
              )}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}

/**
 * Settings' payouts section (issue 26, hosts): the payout account's status and its form. Loaded
 * on its own, so only a host's settings download it.
 */
export default function PayoutAccountSection() {
  const account = usePayoutAccount();
  // The Earnings page's "Add your payout account" links here (/app/settings#payouts): scrolled
  // to once the form is in, so the form's height does not move it away.
  const { hash } = useLocation();
  const loaded = Boolean(account.data);
  useEffect(() => {
    if (loaded && hash === '#payouts') document.getElementById('payouts')?.scrollIntoView();
  }, [hash, loaded]);
  if (account.data) {
    const a = account.data;
    return (
      <>
        <AccountStatus status={a.status} />
        {a.status === 'needs_clarification' && a.requirements.length > 0 && (
          <Requirements requirements={a.requirements} />
        )}
        <PayoutAccountForm account={a} />
      </>
    );
  }
  if (account.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void account.refetch()}>
            {t('settings.tryAgain')}
          </Button>
        }
      >
        {t('settings.payout.loadError')}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={t('settings.loadingPayouts')} />
    </Box>
  );
}
