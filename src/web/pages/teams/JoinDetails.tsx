import { Box, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDisplayDate } from '../../../shared/date-format';
import type { TeamPreview } from '../../../shared/teams/schemas';
import { formatAmount } from '../../components/participations/participation-format';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', gap: 2, py: 0.75, alignItems: 'baseline' }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        component="div"
        sx={{ fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {children}
      </Typography>
    </Stack>
  );
}

/** What a code's holder is joining: the event, the category, the captain and who is in so far. */
export function JoinDetails({ preview: t }: { preview: TeamPreview }) {
  return (
    <Box data-testid="team-preview">
      <Detail label="Event">{t.event_title}</Detail>
      <Detail label="Event date">{formatDisplayDate(t.start_date)}</Detail>
      <Detail label="Category">{t.category_name}</Detail>
      <Detail label="Captain">{t.captain_name}</Detail>
      <Detail label="Players">
        {t.joined} of {t.size} joined
      </Detail>
      <Divider sx={{ my: 1 }} />
      <Detail label="You pay">
        {t.payment === 'split' && t.share_amount !== null
          ? `Your share ${formatAmount(t.share_amount)}`
          : 'Nothing: the captain pays for the team'}
      </Detail>
    </Box>
  );
}
