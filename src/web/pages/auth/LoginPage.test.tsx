// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AUTH_MSG } from '../../../shared/auth/messages';
import type { ErrorKey } from '../../../shared/i18n/catalogs';
import { MSG } from '../../../shared/messages';
import { setApiTransport } from '../../api/client';
import { speak } from '../../test/speak';
import { theme } from '../../theme';
import LoginPage from './LoginPage';

// The form's rules and the auth API load as chunks: on a loaded machine (CI's two cores) that
// may take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// The page only needs `login` of the auth context; the provider's session checks are not the
// subject here.
const login = vi.fn();
vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ login }) }));
const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('../../components/toast', () => ({ toast }));

const VERIFY_FIRST: ErrorKey = 'errors.auth.verifyFirst';
const SUSPENDED: ErrorKey = 'errors.auth.hostSuspended';

/** What the API saw: the login requests' bodies. */
let sent: unknown[] = [];

beforeEach(() => {
  sent = [];
  login.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
  setApiTransport(async (url, init) => {
    if (!url.endsWith('/login')) throw new Error(`unexpected request ${url}`);
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ message: 'error', error: MSG.invalidCredentials }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(cleanup);

function drawLogin() {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the login form (issue 24)', () => {
  it('sends any password, and says Invalid credentials inside the form', async () => {
    drawLogin();
    type(/^Email/, 'host@matchday.test');
    type(/^Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    // No sign-up rule stops "wrong" in the browser: the server is asked, and its answer is
    // said beside the form, as an alert inside it.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MSG.invalidCredentials);
    expect(alert.closest('form')).not.toBeNull();
    expect(sent).toEqual([{ email: 'host@matchday.test', password: 'wrong' }]);
    expect(screen.queryByText(AUTH_MSG.passwordRule)).toBeNull();
    expect(login).not.toHaveBeenCalled();
    // Beside the form only, not also as a toast over the header (issue 24).
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('still asks for both fields before sending', async () => {
    drawLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByText(AUTH_MSG.emailRequired)).toBeTruthy());
    expect(screen.getByText(AUTH_MSG.passwordRequired)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('tells a suspended host why, in the form and not in a toast', async () => {
    setApiTransport(async (_url, init) => {
      sent.push(JSON.parse(String(init.body)));
      const body = { message: 'error', error: AUTH_MSG.hostSuspended, code: SUSPENDED };
      return new Response(JSON.stringify(body), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    });
    drawLogin();
    type(/^Email/, 'deccan@matchday.test');
    type(/^Password/, 'Matchday@2026');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(AUTH_MSG.hostSuspended);
    expect(sent).toEqual([{ email: 'deccan@matchday.test', password: 'Matchday@2026' }]);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
  });

  it('tells a refusal by its code, not its text: verify first, said in Hindi (issue 29)', async () => {
    // The server says the text in the visitor's language; the code is the English text's key.
    const verifyFirstHi = 'लॉग इन करने से पहले कृपया अपना ईमेल पता वेरिफ़ाई करें। लिंक के लिए अपना इनबॉक्स देखें।';
    setApiTransport(async (_url, init) => {
      sent.push(JSON.parse(String(init.body)));
      const body = { message: 'error', error: verifyFirstHi, code: VERIFY_FIRST };
      return new Response(JSON.stringify(body), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    });
    drawLogin();
    type(/^Email/, 'new@matchday.test');
    type(/^Password/, 'Matchday@2026');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    // The verify-first notice with its resend button, not the text as a plain failure.
    expect(await screen.findByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    expect(screen.queryByText(verifyFirstHi)).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
  });

  it('says the §5 texts as fields are left, and applies no sign-up password rule', async () => {
    drawLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByText(AUTH_MSG.emailRequired)).toBeTruthy());
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');

    type(/^Email/, 'bad@');
    fireEvent.blur(screen.getByLabelText(/^Email/));
    await waitFor(() => expect(screen.getByText('Invalid email format')).toBeTruthy());
    expect(screen.queryByText(AUTH_MSG.emailRequired)).toBeNull();

    // Login applies no sign-up password rule (issue 24): any password goes to the server.
    type(/^Password/, 'lowercase1');
    fireEvent.blur(screen.getByLabelText(/^Password/));
    await waitFor(() => expect(screen.queryByText(AUTH_MSG.passwordRequired)).toBeNull());
    expect(screen.queryByText(AUTH_MSG.passwordRule)).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('the login page in Hindi (issue 29)', () => {
  afterEach(() => speak('en'));

  it('labels its fields and its button in Hindi, with no English left', () => {
    speak('hi');
    drawLogin();
    expect(screen.getByLabelText(/^ईमेल/).getAttribute('type')).toBe('email');
    expect(
      screen.getByLabelText(/^पासवर्ड/, { selector: 'input' }).getAttribute('autocomplete'),
    ).toBe('current-password');
    expect(screen.getByRole('button', { name: 'लॉग इन करें' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.queryByText('Login')).toBeNull();
  });
});
