import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Action, Section } from '../../shared/permissions';
import { can } from '../../shared/permissions';
import { useAuth } from './auth-context';

function FullPageSpinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label="Loading" />
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
