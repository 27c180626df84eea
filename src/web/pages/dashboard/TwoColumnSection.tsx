import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A dashboard section of wide cards that need answering (waitlist offers, team invites): a
 * heading, then the cards one column on a phone, two from medium screens.
 */
export function TwoColumnSection({
  id,
  title,
  children,
  after,
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** What belongs to the section after its cards (a checkout dialog). */
  after?: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mb: { xs: 4, md: 5 } }}>
      <Typography id={`${id}-heading`} variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
      {after}
    </Box>
  );
}
