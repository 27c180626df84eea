import { Box, Typography } from '@mui/material';
import { useSiteConfig } from '../api/site';
import { t } from '../i18n/i18n';
import { Icon } from './Icon';

/**
 * Shown on every page while the built-in test payment provider runs (PAYMENT_PROVIDER=test): its
 * checkout marks orders paid without money, so no visitor should take this site for the real
 * one. A plain bar (no Alert) keeps the public pages' first JavaScript small; the server draws
 * it too (src/web/ssr), so it never pushes a drawn page down when the app takes over.
 */
export function TestModeBanner() {
  const { payments_test_mode: testMode } = useSiteConfig();
  if (!testMode) return null;
  return (
    <Box
      role="status"
      data-testid="test-mode-banner"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        minHeight: 36,
        px: 2,
        py: 0.5,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        borderBottom: '2px solid',
        borderColor: 'primary.main',
      }}
    >
      <Icon name="InfoOutlined" aria-hidden fontSize="small" sx={{ color: 'primary.light' }} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('common.testMode.title')}
        <Box
          component="span"
          sx={{ fontWeight: 400, color: '#C9CED8', display: { xs: 'none', md: 'inline' } }}
        >
          {' '}
          {t('common.testMode.detail')}
        </Box>
      </Typography>
    </Box>
  );
}
