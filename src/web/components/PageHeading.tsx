import { Typography } from '@mui/material';
import { useEffect } from 'react';

/** The page's one h1, also set as the document title. */
export function PageHeading({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · Matchday`;
  }, [children]);
  return (
    <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}
