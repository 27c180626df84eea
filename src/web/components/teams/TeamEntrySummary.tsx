import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Event } from '../../../shared/events/schemas';
import { teamSizeLabel } from '../events/event-format';
import { formatAmount } from '../participations/participation-format';
import { t } from '../../i18n/i18n';

type EventCategory = Event['categories'][number];

/** A team category beside its team form: the category, its price and what happens to it. */
export function TeamEntrySummary({
  category,
  note,
  action,
}: {
  category: EventCategory;
  note: string;
  action: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {t('teams.summary.heading')}
      </Typography>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{category.category_details.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {teamSizeLabel(category.category_details)}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 600, flexShrink: 0 }}>
            {category.price === 0
              ? t('teams.summary.free')
              : formatAmount(category.price, category.currency)}
          </Typography>
        </Stack>
        <Divider />
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      </Stack>
      <Box sx={{ mt: 2 }}>{action}</Box>
    </Paper>
  );
}
