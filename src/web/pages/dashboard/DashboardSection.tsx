import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { cardGridSx, EmptyCards } from '../../components/events/card-grid';

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
        <EmptyCards text={emptyText} />
      ) : (
        <Box
          component="ul"
          sx={[cardGridSx, { '& > li': { flexDirection: 'column' } }] as SxProps<Theme>}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}
