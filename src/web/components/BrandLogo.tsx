import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { t } from '../i18n/i18n';

/** The Matchday word mark; a link to `to`. */
export function BrandLogo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={t('common.brandHome')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        width={32}
        height={32}
        sx={{ display: 'block', borderRadius: 1 }}
      />
      {!compact && (
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: -0.3 }}
        >
          Matchday
        </Typography>
      )}
    </Box>
  );
}
