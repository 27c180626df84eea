import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { t } from '../../i18n/i18n';

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
        <CircularProgress aria-label={t('dashboard.loading')} />
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('dashboard.tryAgain')}
        </Button>
      }
    >
      {t('dashboard.loadError')}
    </Alert>
  );
}
