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
import { PAYOUT_STATUS_TEXT } from '../../../shared/money/payout-account';
import { usePayoutAccount } from './payout-account-api';
import {
  FIELD_LABEL,
  fieldOfRequirement,
  sentence,
  STATUS_COLOR,
  statusLabel,
  type PayoutAccount,
} from './payout-account-form';
import { PayoutAccountForm } from './PayoutAccountForm';

/** Where the account stands, in a chip and one line. */
function AccountStatus({ status }: { status: PayoutAccount['status'] }) {
  return (
    <Stack spacing={1} sx={{ mb: 2.5 }} data-testid="payout-status">
      <Box>
        <Chip
          label={statusLabel(status)}
          color={status ? STATUS_COLOR[status] : 'default'}
          variant={status ? 'filled' : 'outlined'}
          size="small"
          sx={{ fontWeight: 700 }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {status
          ? PAYOUT_STATUS_TEXT[status].explanation
          : 'Add these details to receive your share of each payment; until then, your earnings are kept for you.'}
      </Typography>
    </Stack>
  );
}

/** What Razorpay still needs, each by the field it is about (marked in the form too). */
function Requirements({ requirements }: { requirements: PayoutAccount['requirements'] }) {
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>Razorpay needs these corrected or added</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {requirements.map((r) => {
          const field = fieldOfRequirement(r.field);
          return (
            <li key={`${r.field} ${r.reason}`}>
              <strong>{field ? FIELD_LABEL[field] : r.field}</strong>: {sentence(r.reason)}
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
            Try again
          </Button>
        }
      >
        Your payout details could not be loaded.
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading payout details" />
    </Box>
  );
}
