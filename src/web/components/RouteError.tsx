import { Box, Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MSG } from '../../shared/messages';
import { TestModeBanner } from './TestModeBanner';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** §8: an unhandled route error shows this heading and the message. */
export function RouteError() {
  const error = useRouteError();
  return (
    <>
      <TestModeBanner />
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Box role="alert">
          <Typography variant="h3" component="h1" gutterBottom>
            {MSG.unexpectedError}
          </Typography>
          <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
            {describe(error)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button href="/home">Go to Home</Button>
        </Box>
      </Container>
    </>
  );
}
