// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfigQuery } from '../api/site';
import { speak } from '../test/speak';
import { theme } from '../theme';
import { RouteError } from './RouteError';

// §8's route error page and the test-mode banner above it (issue 29): their texts in the page's
// language; the error's own message stays as it came.

function Broken(): never {
  throw new Error('Something broke');
}

function drawError() {
  const client = new QueryClient();
  client.setQueryData(siteConfigQuery.queryKey, {
    support_email: 'help@matchday.test',
    support_phone: '+91 90000 11111',
    referee_whatsapp: '',
    payments_test_mode: true,
  });
  const router = createMemoryRouter([
    { path: '/', element: <Broken />, errorElement: <RouteError /> },
  ]);
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  speak('en');
  vi.restoreAllMocks();
});

describe('the route error', () => {
  it('speaks English by default, the test-mode banner word for word', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    drawError();
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(screen.getByRole('alert').textContent).toContain('Something broke');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('status').textContent).toBe(
      'Test mode — no real payments · checkout is simulated and nothing is charged',
    );
  });

  it('speaks Hindi: heading, buttons and the banner; the error message stays as it came', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    speak('hi');
    drawError();
    await screen.findByRole('heading', { level: 1, name: 'ऐप में कोई अनपेक्षित गड़बड़ी हुई!' });
    expect(screen.getByRole('alert').textContent).toContain('Something broke');
    expect(screen.getByRole('button', { name: 'फिर से लोड करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('टेस्ट मोड — कोई असली पेमेंट नहीं');
    expect(document.body.textContent).not.toMatch(/Reload|Go to Home|Test mode/);
  });
});
