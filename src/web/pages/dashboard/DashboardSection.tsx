import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EVENT_CARD_MAX_WIDTH } from '../../../shared/constants';

/** One dashboard section: a heading, then cards in a grid, or the empty text. */
export function DashboardSection({
  id,
  title,
  count,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  count: number;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-heading`}
      id={id}
      sx={{ mb: { xs: 4, md: 5 } }}
    >
      <Typography id={`${id}-heading`} variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {count === 0 ? (
        <Box
          sx={{
            py: 5,
            px: 2,
            textAlign: 'center',
            border: '1px dashed',
            borderColor: 'divider',
            borderRadius: 3,
            bgcolor: 'background.paper',
          }}
        >
          <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
            {emptyText}
          </Typography>
        </Box>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
            justifyItems: 'center',
            '& > li': {
              width: '100%',
              maxWidth: EVENT_CARD_MAX_WIDTH,
              display: 'flex',
              flexDirection: 'column',
            },
          }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}
