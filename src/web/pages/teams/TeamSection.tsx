import { Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One part of a team's page: a titled, outlined section (as the settings page draws them). */
export function TeamSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}
    >
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
