import { Box, Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '../i18n/i18n';
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
            {t('common.routeError.title')}
          </Typography>
          <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
            {describe(error)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('common.routeError.reload')}
          </Button>
          <Button href="/home">{t('common.routeError.home')}</Button>
        </Box>
      </Container>
    </>
  );
}
