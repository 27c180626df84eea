import { Box, Divider } from '@mui/material';
import { formatDisplayDate } from '../../../shared/date-format';
import type { TeamPreview } from '../../../shared/teams/schemas';
import { formatAmount } from '../../components/participations/participation-format';
import { DetailRow } from '../../components/DetailRow';

/** What a code's holder is joining: the event, the category, the captain and who is in so far. */
export function JoinDetails({ preview: t }: { preview: TeamPreview }) {
  return (
    <Box data-testid="team-preview">
      <DetailRow label="Event">{t.event_title}</DetailRow>
      <DetailRow label="Event date">{formatDisplayDate(t.start_date)}</DetailRow>
      <DetailRow label="Category">{t.category_name}</DetailRow>
      <DetailRow label="Captain">{t.captain_name}</DetailRow>
      <DetailRow label="Players">
        {t.joined} of {t.size} joined
      </DetailRow>
      <Divider sx={{ my: 1 }} />
      <DetailRow label="You pay">
        {t.payment === 'split' && t.share_amount !== null
          ? `Your share ${formatAmount(t.share_amount)}`
          : 'Nothing: the captain pays for the team'}
      </DetailRow>
    </Box>
  );
}
