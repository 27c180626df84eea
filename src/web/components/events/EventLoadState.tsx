import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { isNotFound } from '../../api/client';
import { t } from '../../i18n/i18n';
import { PageHeading } from '../PageHeading';
import { readableTextButtonSx } from './readable-buttons';
import { Icon } from '../Icon';

/** What an event page shows before its event is there: a spinner, or why it is not. */
export function EventLoadState({
  loading,
  error,
  backTo,
  onRetry,
}: {
  loading: boolean;
  error: Error | null;
  backTo: string;
  onRetry?: () => void;
}) {
  if (loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label={t('event.load.loading')} />
      </Box>
    );
  }
  const notFound = isNotFound(error);
  return (
    <Box sx={{ py: 4 }}>
      <PageHeading>{t(notFound ? 'event.load.notFound' : 'event.load.title')}</PageHeading>
      <Alert
        severity={notFound ? 'info' : 'error'}
        action={
          !notFound && onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('event.load.tryAgain')}
            </Button>
          ) : undefined
        }
        sx={{ mb: 3 }}
      >
        {t(notFound ? 'event.load.notFoundText' : 'event.load.error')}
      </Alert>
      <Button
        component={RouterLink}
        to={backTo}
        startIcon={<Icon name="ArrowBack" />}
        sx={readableTextButtonSx}
      >
        {t('event.load.back')}
      </Button>
    </Box>
  );
}
