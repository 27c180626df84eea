import { CssBaseline, ThemeProvider } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AuthProvider } from './auth/auth-context';
import { theme } from './theme';

/** Marks the document once the app is interactive (hydrated or drawn by the browser). */
function AppMounted() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * The providers around every page, the same on the server and in the browser: hydration needs
 * both trees to have the same shape (React's ids follow it).
 */
export function AppShell({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <AuthProvider>
          {children}
          <AppMounted />
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
