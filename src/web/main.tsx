// First: starts the page's chunk and data while the rest of the app is evaluated.
import './boot';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AuthProvider } from './auth/auth-context';
import { queryClient } from './query-client';
import { createRouter } from './router';
import { theme } from './theme';

// Creating the router starts the first route's page chunk and data (route loaders) at once.
const router = createRouter();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first render is a transition, so React renders in slices and the page stays responsive
// while it starts (no long task on a slow phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
});
