// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AUTH_MSG } from '../../../shared/auth/messages';
import { MSG } from '../../../shared/messages';
import '../../test/component-kit';
import { refuse, scriptedApi } from '../../test/scripted-api';
import ResetPasswordPage from './ResetPasswordPage';
import VerifyEmailPage from './VerifyEmailPage';

// The pages behind the links of the auth mails, for a link the server refuses (moved from
// e2e/auth.spec.ts, issue 25). The server's refusals themselves are src/server/auth/auth.test.ts;
// a link that works is the password-reset and sign-up journeys of e2e/auth.spec.ts.

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../auth/auth-context', () => ({
  useAuth: () => ({ isAuthenticated: false, setUser: () => {} }),
}));
const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('../../components/toast', () => ({ toast }));

function drawAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('a reset link the server refuses (used or made up)', () => {
  it('says it is invalid, toasts Invalid credentials and offers a new code, with no form', async () => {
    const api = scriptedApi({
      'GET /auth/verify-reset-token': () => refuse(400, MSG.invalidCredentials),
    });
    drawAt('/reset-password/not-a-real-token-0123456789');
    expect(await screen.findByText(AUTH_MSG.invalidLink)).toBeTruthy();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.invalidCredentials));
    const again = screen.getByRole('link', { name: 'Request a new code' });
    expect(again.getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    expect(api.count('GET /auth/verify-reset-token')).toBe(1);
  });
});

describe('a verification link the server refuses', () => {
  it('says it is invalid and resends a link to the email given', async () => {
    const api = scriptedApi({
      'POST /auth/verify-email': () => refuse(400, AUTH_MSG.invalidLink),
      'POST /auth/resend-verification-email': () => null,
    });
    drawAt('/verify-email?token=not-a-real-token-0123456789');
    expect(await screen.findByText(AUTH_MSG.invalidLink)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), {
      target: { value: 'nobody@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AUTH_MSG.verificationSent));
    expect(api.sent('POST /auth/resend-verification-email')).toEqual([
      { email: 'nobody@example.test' },
    ]);
  });
});
