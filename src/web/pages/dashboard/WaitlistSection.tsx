import HourglassIcon from '@mui/icons-material/HourglassTop';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { formatIndiaDateTime } from '../../i18n/dates';
import type { WaitlistEntry } from '../../../shared/places/places';
import { useAcceptOffer, useLeaveWaitlist, useWaitlist } from '../../api/waitlist';
import { useAuth } from '../../auth/auth-context';
import { LoadingButton } from '../../components/LoadingButton';
import { useCheckout } from '../../components/participations/use-checkout';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';
import { attempt } from '../../query-client';
import { TwoColumnSection } from './TwoColumnSection';

function EntryCard({
  entry,
  onAccept,
  accepting,
}: {
  entry: WaitlistEntry;
  onAccept: (e: WaitlistEntry) => void;
  accepting: boolean;
}) {
  const leave = useLeaveWaitlist();
  const offered = entry.status === 'offered';
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="waitlist-entry"
      sx={{ p: 2, borderColor: offered ? 'primary.main' : 'divider', borderWidth: offered ? 2 : 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Chip
          size="small"
          icon={<HourglassIcon />}
          color={offered ? 'primary' : 'default'}
          label={
            offered
              ? t('dashboard.waitlist.offered')
              : t('dashboard.waitlist.position', { position: entry.position })
          }
          sx={{ fontWeight: 700 }}
        />
      </Stack>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {entry.event_title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {entry.category_name} · {entry.team_name ?? entry.name}
      </Typography>
      {offered && entry.offer_expires_at && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {withElements('dashboard.waitlist.held', {
            until: <strong>{formatIndiaDateTime(entry.offer_expires_at)}</strong>,
          })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {offered && (
          <LoadingButton variant="contained" loading={accepting} onClick={() => onAccept(entry)}>
            {t('dashboard.waitlist.acceptPay')}
          </LoadingButton>
        )}
        <Button
          variant="outlined"
          color="inherit"
          disabled={leave.isPending}
          onClick={() => leave.mutate(entry.id)}
        >
          {offered ? t('dashboard.decline') : t('dashboard.waitlist.leave')}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * The participant's open waitlist entries (issue 15): where they stand, and an offer to accept
 * (the place stays held through the checkout) or decline. Nothing when there are none.
 */
export function WaitlistSection() {
  const { user } = useAuth();
  const list = useWaitlist();
  const accept = useAcceptOffer();
  const checkout = useCheckout();
  const open = (list.data ?? []).filter((e) => e.status === 'waiting' || e.status === 'offered');
  // The checkout stays mounted: accepting closes the entry (the list empties) while it opens.
  if (open.length === 0) return checkout.element;

  const onAccept = async (entry: WaitlistEntry) => {
    const result = await attempt(accept.mutateAsync(entry.id));
    if (!result.ok) return; // toasted
    await checkout.start(result.data, {
      name: user?.name,
      email: user?.email,
      contact: user?.phone_number,
    });
  };

  return (
    <TwoColumnSection
      id="waitlists"
      title={t('dashboard.waitlist.heading')}
      after={checkout.element}
    >
      {open.map((e) => (
        <EntryCard
          key={e.id}
          entry={e}
          accepting={accept.isPending && accept.variables === e.id}
          onAccept={(x) => void onAccept(x)}
        />
      ))}
    </TwoColumnSection>
  );
}
