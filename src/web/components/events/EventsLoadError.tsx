import { Alert, Button } from '@mui/material';

/** Why the list is missing, with a retry: rare, so its Alert loads only when it shows. */
export default function EventsLoadError({ onRetry }: { onRetry?: (() => void) | undefined }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      We could not load the events. Please check your connection and try again.
    </Alert>
  );
}
