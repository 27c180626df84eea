import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { BUTTON_SPINNER_SIZE } from '../../shared/constants';
import { t } from '../i18n/i18n';

/** A button that, while `loading`, is disabled and shows a 24 px spinner (§4, §9). */
export function LoadingButton({
  loading = false,
  children,
  disabled,
  ...props
}: ButtonProps & { loading?: boolean }) {
  return (
    <Button {...props} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? (
        <CircularProgress size={BUTTON_SPINNER_SIZE} color="inherit" aria-label={t('loading')} />
      ) : (
        children
      )}
    </Button>
  );
}
