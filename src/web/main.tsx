// First: starts the page's chunk and data while the rest of the app is evaluated.
import { serverRendered } from './boot';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AuthProvider } from './auth/auth-context';
import { queryClient } from './query-client';
import { createRouter } from './router';
import { keepFocusAcrossTakeover } from './ssr/keep-focus';
import { theme } from './theme';

// Creating the router starts the first route's page chunk and data (route loaders) at once.
const router = createRouter();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * Marks the document once the app has drawn its first page, so scripts can tell the app's page
 * from the server's drawing of it (which looks the same but does not react yet).
 */
function AppMounted() {
  // In the commit that replaced the drawing, before anything else can happen.
  useLayoutEffect(() => restoreFocus?.(), []);
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

// The first render is a transition, so React renders in slices and the page stays responsive
// while it starts (no long task on a slow phone).
const render = (container: HTMLElement) =>
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <RouterProvider router={router} />
              <AppMounted />
            </AuthProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </StrictMode>,
    );
  });

// The server drew this page (src/web/ssr): its drawing stays until the router has the page's
// chunk, so the first render replaces it with the same page, never with a blank or a spinner.
// Not a top-level await: the page chunks import this entry chunk, which must finish first.
const restoreFocus = serverRendered ? keepFocusAcrossTakeover(root) : undefined;
if (serverRendered && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render(root);
  });
} else {
  render(root);
}
