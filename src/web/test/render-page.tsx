import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { theme } from '../theme';

/**
 * A page drawn at `url` (matched by its route `path`) with its queries already answered, as the
 * server draws it before hydration: a component test with no browser (effects do not run, so a
 * page shows what it shows before its first effect).
 */
export function renderPage(
  page: ReactElement,
  { path, url, data }: { path: string; url: string; data: Array<[QueryKey, unknown]> },
): string {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

/** The text of drawn markup, tags removed and entities of quotes undone, for assertions. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
