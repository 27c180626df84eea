import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { MSG } from '../../../shared/messages';
import { PageHeading } from '../PageHeading';
import { readableTextButtonSx } from './readable-buttons';

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
        <CircularProgress aria-label="Loading event" />
      </Box>
    );
  }
  const notFound = error?.message === MSG.notFound || error?.message === 'Invalid id';
  return (
    <Box sx={{ py: 4 }}>
      <PageHeading>{notFound ? 'Event not found' : 'Event Details'}</PageHeading>
      <Alert
        severity={notFound ? 'info' : 'error'}
        action={
          !notFound && onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          ) : undefined
        }
        sx={{ mb: 3 }}
      >
        {notFound
          ? 'This event does not exist or has been removed.'
          : 'We could not load this event. Please check your connection and try again.'}
      </Alert>
      <Button
        component={RouterLink}
        to={backTo}
        startIcon={<ArrowBackIcon />}
        sx={readableTextButtonSx}
      >
        Back to events
      </Button>
    </Box>
  );
}
