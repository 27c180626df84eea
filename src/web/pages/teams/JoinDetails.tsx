import { Box, Divider } from '@mui/material';
import { formatDisplayDate } from '../../i18n/dates';
import type { TeamPreview } from '../../../shared/teams/schemas';
import { formatAmount } from '../../components/participations/participation-format';
import { DetailRow } from '../../components/DetailRow';
import { t } from '../../i18n/i18n';

/** What a code's holder is joining: the event, the category, the captain and who is in so far. */
export function JoinDetails({ preview: p }: { preview: TeamPreview }) {
  return (
    <Box data-testid="team-preview">
      <DetailRow label={t('teams.joinDetails.event')}>{p.event_title}</DetailRow>
      <DetailRow label={t('teams.joinDetails.eventDate')}>
        {formatDisplayDate(p.start_date)}
      </DetailRow>
      <DetailRow label={t('teams.joinDetails.category')}>{p.category_name}</DetailRow>
      <DetailRow label={t('teams.joinDetails.captain')}>{p.captain_name}</DetailRow>
      <DetailRow label={t('teams.joinDetails.players')}>
        {t('teams.joinedOf', { joined: p.joined, size: p.size })}
      </DetailRow>
      <Divider sx={{ my: 1 }} />
      <DetailRow label={t('teams.joinDetails.youPay')}>
        {p.payment === 'split' && p.share_amount !== null
          ? t('teams.joinDetails.yourShare', { amount: formatAmount(p.share_amount) })
          : t('teams.joinDetails.captainPays')}
      </DetailRow>
    </Box>
  );
}
