import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A label on the left and its value on the right, as a summary's line (a payment, a team). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', gap: 2, py: 1, alignItems: 'baseline' }}
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
