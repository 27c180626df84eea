import { Button, Container, Paper, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readableOutlinedButtonSx } from './events/readable-buttons';

/**
 * The frame of a page opened by a secret in its address (a certificate's code, a ticket's token):
 * a small heading over what the query found, the page saying so when nothing has that secret
 * (`null`), a load error with Try again, or the loading line.
 */
export function SecretLinkPage<T>({
  query,
  maxWidth,
  heading,
  texts,
  found,
  notFound,
}: {
  query: UseQueryResult<T | null>;
  maxWidth: 'sm' | 'md';
  heading: string;
  texts: { loadError: string; tryAgain: string; loading: string };
  found: (data: T) => ReactNode;
  notFound: ReactNode;
}) {
  const data = query.data;
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 6 }, minHeight: 'calc(100vh - 64px)' }}>
      <Typography
        variant="body2"
        component="p"
        sx={{ color: 'text.secondary', fontWeight: 600, mb: 1.5 }}
      >
        {heading}
      </Typography>
      {data ? (
        found(data)
      ) : data === null ? (
        notFound
      ) : query.isError ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 1 }}>
            {texts.loadError}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {query.error.message}
          </Typography>
          <Button
            variant="outlined"
            sx={readableOutlinedButtonSx}
            onClick={() => void query.refetch()}
          >
            {texts.tryAgain}
          </Button>
        </Paper>
      ) : (
        <Typography variant="h1" sx={{ fontSize: '1.6rem' }} aria-busy="true">
          {texts.loading}
        </Typography>
      )}
    </Container>
  );
}
