import GroupsIcon from '@mui/icons-material/Groups';
import PaymentIcon from '@mui/icons-material/Payment';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isAwaitingPayment } from '../../../shared/participations/payment-status';
import type { Participation } from '../../../shared/participations/schemas';
import { useAuth } from '../../auth/auth-context';
import { EventCard } from '../../components/events/EventCard';
import { eventPaths } from '../../components/events/event-paths';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { LoadingButton } from '../../components/LoadingButton';
import { InvoiceLink } from '../../components/participations/InvoiceLink';
import { PaymentStatusChip } from '../../components/participations/PaymentStatusChip';
import {
  formatAmount,
  participationPaths,
} from '../../components/participations/participation-format';
import { teamPaths } from '../../components/teams/team-format';
import { t } from '../../i18n/i18n';
import { eventOfRegistration } from './dashboard-event';

const SwitchCategoryDialog = lazy(() =>
  import('../../components/changes/SwitchCategoryDialog').then((m) => ({
    default: m.SwitchCategoryDialog,
  })),
);
const TransferDialog = lazy(() =>
  import('../../components/changes/TransferDialog').then((m) => ({ default: m.TransferDialog })),
);
const TicketDialog = lazy(() =>
  import('../../components/checkin/TicketDialog').then((m) => ({ default: m.TicketDialog })),
);
const CancelRegistrationDialog = lazy(() =>
  import('../../components/refunds/CancelRegistrationDialog').then((m) => ({
    default: m.CancelRegistrationDialog,
  })),
);

/** The quiet actions under a registration: plain, underlined, secondary. */
const linkSx = { color: 'text.secondary', textDecoration: 'underline', px: 1 } as const;

/**
 * A participant's registration on the dashboard: the event card, and under it what they entered
 * (category, team, fee, status). A pending one offers to complete the payment.
 */
export function RegistrationEntry({
  registration: p,
  onPay,
  paying,
}: {
  registration: Participation;
  onPay?: (p: Participation) => void;
  paying?: boolean;
}) {
  const { user } = useAuth();
  const pending = isAwaitingPayment(p.payment_status);
  // Issue 28: a team that formed itself lives on its page; its captain owns the registration,
  // each member holds their own ticket on it.
  const team = p.team ?? null;
  const owner = !team || p.participant_id === user?.id;
  const [dialog, setDialog] = useState<'cancel' | 'switch' | 'transfer' | 'ticket' | null>(null);
  const hasTicket = (p.tickets?.length ?? 0) > 0;
  const close = () => setDialog(null);
  const event = eventOfRegistration(p);
  // Until the event is over (and not when the host cancelled it: that refunds by itself).
  const cancellable = owner && event.registration_state !== 'over' && !p.event_details.cancelled_at;
  // Switching category and handing on: while registration is open (issue 16); a self-formed
  // team changes through its roster instead.
  const changeable = !team && event.registration_state === 'open' && !p.event_details.cancelled_at;
  const to = team
    ? teamPaths.team(team.id)
    : pending
      ? participationPaths.participate(p.event_id, p.category_id, p.dependant_id)
      : eventPaths.appDetails(p.event_id);
  return (
    <Box component="li" data-testid="dashboard-registration">
      <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center' }}>
        <EventCard event={event} to={to} onDashboard />
      </Box>
      <Paper
        variant="outlined"
        sx={{
          mt: 1,
          p: 1.5,
          borderColor: pending ? '#F0B26B' : 'divider',
          bgcolor: pending ? '#FFFBF5' : 'background.paper',
        }}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {p.category_details.name}
            </Typography>
            {p.dependant_id && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('dashboard.registration.for', { name: p.competitor_name })}
              </Typography>
            )}
            {p.team_name && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {owner
                  ? t('dashboard.registration.team', { team: p.team_name })
                  : t('dashboard.registration.teamWithCaptain', {
                      team: p.team_name,
                      captain: p.participant_details.name,
                    })}
              </Typography>
            )}
          </Box>
          <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
            <PaymentStatusChip status={p.payment_status} />
            {/* A member did not pay the team's price: the amount is the captain's business. */}
            {owner && (
              <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
                {p.amount_paid === 0
                  ? t('participate.free')
                  : formatAmount(p.amount_paid, p.currency)}
              </Typography>
            )}
          </Box>
        </Stack>
        {p.invoice && (
          <Box sx={{ mt: 1 }}>
            <InvoiceLink registration={p} />
          </Box>
        )}
        {team && (
          <Button
            component={RouterLink}
            to={teamPaths.team(team.id)}
            variant={pending ? 'contained' : 'outlined'}
            fullWidth
            startIcon={<GroupsIcon />}
            sx={[!pending && readableOutlinedButtonSx, { mt: 1.5 }]}
          >
            {pending ? t('dashboard.openTeamToPay') : t('dashboard.teamPage')}
          </Button>
        )}
        {pending && onPay && !team && (
          <LoadingButton
            variant="contained"
            fullWidth
            startIcon={<PaymentIcon />}
            loading={paying}
            onClick={() => onPay(p)}
            sx={{ mt: 1.5 }}
          >
            {t('dashboard.registration.completePayment')}
          </LoadingButton>
        )}
        {hasTicket && (
          <Button
            variant="outlined"
            fullWidth
            startIcon={<QrCode2Icon />}
            onClick={() => setDialog('ticket')}
            sx={[readableOutlinedButtonSx, { mt: 1.5 }]}
          >
            {t('dashboard.registration.showTicket', { count: p.tickets?.length ?? 0 })}
          </Button>
        )}
        {(cancellable || changeable) && (
          <Stack direction="row" sx={{ mt: 1, gap: 0.5, flexWrap: 'wrap' }}>
            {changeable && (
              <Button size="small" sx={linkSx} onClick={() => setDialog('switch')}>
                {t('dashboard.changeCategory')}
              </Button>
            )}
            {changeable && p.payment_status === 'captured' && (
              <Button size="small" sx={linkSx} onClick={() => setDialog('transfer')}>
                {t('dashboard.registration.handOn')}
              </Button>
            )}
            {cancellable && (
              <Button size="small" sx={linkSx} onClick={() => setDialog('cancel')}>
                {t('dashboard.registration.cancel')}
              </Button>
            )}
          </Stack>
        )}
        <Suspense fallback={null}>
          {dialog === 'cancel' && (
            <CancelRegistrationDialog registration={p} open onClose={close} />
          )}
          {dialog === 'switch' && <SwitchCategoryDialog registration={p} open onClose={close} />}
          {dialog === 'transfer' && <TransferDialog registration={p} open onClose={close} />}
          {dialog === 'ticket' && <TicketDialog registration={p} open onClose={close} />}
        </Suspense>
      </Paper>
    </Box>
  );
}
