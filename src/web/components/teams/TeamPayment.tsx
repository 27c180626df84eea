import PaymentIcon from '@mui/icons-material/Payment';
import { Alert, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { formatIndiaDateTime } from '../../i18n/dates';
import type { Team } from '../../../shared/teams/schemas';
import { teamKeys, useTeamPayment } from '../../api/teams';
import { useAuth } from '../../auth/auth-context';
import { attempt } from '../../query-client';
import { LoadingButton } from '../LoadingButton';
import { formatAmount } from '../participations/participation-format';
import { useCheckout } from '../participations/use-checkout';
import { shareAmountOf, teamPaths } from './team-format';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';

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
    paidText: split ? t('teams.payment.sharePaid') : t('teams.payment.received'),
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
    return <Alert severity="success">{t('teams.payment.confirmed')}</Alert>;
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
            {t('teams.payment.split', { price, paid: paidShares, size: team.size })}
          </Typography>
          {team.hold_expires_at && (
            <Typography variant="body2" color="text.secondary">
              {withElements('teams.payment.held', {
                date: <strong>{formatIndiaDateTime(team.hold_expires_at)}</strong>,
              })}
            </Typography>
          )}
          {me?.share?.status === 'captured' && (
            <Alert severity="success">{t('teams.payment.sharePaid')}</Alert>
          )}
          {myShareLeft &&
            button(
              t('teams.payment.payShare', {
                amount: formatAmount(shareAmountOf(team, me), team.currency),
              }),
            )}
        </>
      ) : (
        <>
          <Typography>{t('teams.payment.captain', { price })}</Typography>
          {team.viewer.is_captain && button(t('teams.payment.payTeam', { price }))}
        </>
      )}
      {checkout.element}
    </Stack>
  );
}
