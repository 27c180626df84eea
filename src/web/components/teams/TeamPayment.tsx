import PaymentIcon from '@mui/icons-material/Payment';
import { Alert, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { formatIndiaDateTime } from '../../../shared/date-format';
import type { Team } from '../../../shared/teams/schemas';
import { teamKeys, useTeamPayment } from '../../api/teams';
import { useAuth } from '../../auth/auth-context';
import { attempt } from '../../query-client';
import { LoadingButton } from '../LoadingButton';
import { formatAmount } from '../participations/participation-format';
import { useCheckout } from '../participations/use-checkout';
import { shareAmountOf, teamPaths } from './team-format';

/**
 * Paying for the team. Captain mode: the captain pays the whole price. Split: each joined member
 * pays their own share, and the team is confirmed when every share is in. Either way the server
 * answers a checkout, opened as the participate page opens it.
 */
export function TeamPayment({ team }: { team: Team }) {
  const { user } = useAuth();
  const split = team.payment === 'split';
  const pay = useTeamPayment(team.id, split ? 'share' : 'checkout');
  const queryClient = useQueryClient();
  // Back on this page after paying: a share (or the team before its members) is not the whole
  // registration, so the success page would say "not confirmed yet".
  const checkout = useCheckout({
    returnTo: teamPaths.team(team.id),
    paidText: split ? 'Your share is paid.' : 'Payment received: the team is paid for.',
    onPaid: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
  const me = team.members.find((m) => m.id === team.viewer.member_id && m.status === 'joined');

  const start = async () => {
    const result = await attempt(pay.mutateAsync()); // a refusal is toasted
    if (!result.ok) return;
    await checkout.start(result.data, {
      name: user?.name,
      email: user?.email,
      contact: user?.phone_number,
    });
  };

  if (team.cancelled) return null;
  if (team.confirmed) {
    return <Alert severity="success">The team is paid for: every member has their ticket.</Alert>;
  }

  const price = formatAmount(team.price, team.currency);
  const paidShares = team.members.filter((m) => m.share?.status === 'captured').length;
  const myShareLeft = split && me && me.share?.status !== 'captured';
  const button = (label: string) => (
    <LoadingButton
      variant="contained"
      size="large"
      startIcon={<PaymentIcon />}
      loading={pay.isPending || checkout.busy}
      onClick={() => void start()}
      sx={{ alignSelf: { sm: 'flex-start' } }}
    >
      {label}
    </LoadingButton>
  );

  return (
    <Stack spacing={1.5}>
      {split ? (
        <>
          <Typography>
            Each player pays an equal share of {price}. {paidShares} of {team.size} shares paid.
          </Typography>
          {team.hold_expires_at && (
            <Typography variant="body2" color="text.secondary">
              The team&apos;s place is held until{' '}
              <strong>{formatIndiaDateTime(team.hold_expires_at)}</strong>; shares paid by then are
              refunded if the team is not complete and paid.
            </Typography>
          )}
          {me?.share?.status === 'captured' && (
            <Alert severity="success">Your share is paid.</Alert>
          )}
          {myShareLeft &&
            button(`Pay your share ${formatAmount(shareAmountOf(team, me), team.currency)}`)}
        </>
      ) : (
        <>
          <Typography>
            The captain pays {price} for the whole team, before or after everyone has joined.
          </Typography>
          {team.viewer.is_captain && button(`Pay ${price} for the team`)}
        </>
      )}
      {checkout.element}
    </Stack>
  );
}
