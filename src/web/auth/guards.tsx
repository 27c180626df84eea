import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Action, Section } from '../../shared/permissions';
import { can } from '../../shared/permissions';
import { t } from '../i18n/i18n';
import { useAuth } from './auth-context';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * A ring drawn by CSS rather than MUI's CircularProgress: the guards are in every page's first
 * JavaScript (the sign-in pages use them), where that component cost ~1 KB gzip.
 */
function FullPageSpinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Box
        role="progressbar"
        aria-label={t('loading')}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'rgba(255,145,77,0.25)',
          borderTopColor: 'primary.main',
          animation: `${spin} 0.9s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.7s' },
        }}
      />
    </Box>
  );
}

/** /app/*: a guest goes to /login (remembering where they were headed). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading, isSessionTimeOut } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!isAuthenticated) {
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: location.pathname, sessionTimedOut: isSessionTimeOut }}
      />
    );
  }
  return children;
}

/**
 * Auth pages are for guests; a logged-in user goes to the dashboard, or back to the app page
 * RequireAuth sent them away from (so logging in is also how the login page leaves).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (isAuthenticated) return <Navigate to={returnPath(location.state)} replace />;
  return children;
}

function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/app/') ? from : '/app/dashboard';
}

/** A section the role may not use sends the user back to the dashboard (the API says 403 too). */
export function RequirePermission({
  section,
  action = 'view',
  children,
}: {
  section: Section;
  action?: Action;
  children: ReactNode;
}) {
  const { user } = useAuth();
  if (!can(user?.role, section, action)) return <Navigate to="/app/dashboard" replace />;
  return children;
}
