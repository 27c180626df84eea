import { Alert, Button } from '@mui/material';
import { t } from '../../i18n/i18n';

/** Why the list is missing, with a retry: rare, so its Alert loads only when it shows. */
export default function EventsLoadError({ onRetry }: { onRetry?: (() => void) | undefined }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('events.tryAgain')}
          </Button>
        )
      }
    >
      {t('events.loadError')}
    </Alert>
  );
}
