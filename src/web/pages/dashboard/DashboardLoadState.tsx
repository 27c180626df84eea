import { Alert, Box, Button, CircularProgress } from '@mui/material';

/** The dashboard before its data is there: a spinner, or why it is not. */
export function DashboardLoadState({
  loading,
  onRetry,
}: {
  loading: boolean;
  onRetry: () => void;
}) {
  if (loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading your events" />
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      We could not load your events. Please check your connection and try again.
    </Alert>
  );
}
