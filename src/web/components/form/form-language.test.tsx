// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MSG } from '../../../shared/auth/messages';
import { compiledErrorMessages } from '../../../shared/i18n/compiled';
import { t } from '../../i18n/i18n';
import ForgotPasswordPage from '../../pages/auth/ForgotPasswordPage';
import LoginPage from '../../pages/auth/LoginPage';
import { scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import { theme } from '../../theme';

// Issue 29: a form validated in the browser by a shared zod schema (English texts) says its
// errors in the page's language, with the errors messages the server answers with (decision 043):
// useZodForm's resolver (the forgot-password form) and lazySchema's validator (the login form).
// The rules and the translation load as chunks: allow a loaded machine more than a second.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ login: vi.fn() }) }));

let api: ReturnType<typeof scriptedApi>;
beforeEach(() => {
  api = scriptedApi({
    'GET /languages/:language/errors': ({ url }) => {
      const language = url.pathname.split('/').at(-2) as 'en' | 'hi';
      return {
        language,
        english: compiledErrorMessages('en'),
        messages: compiledErrorMessages(language),
      };
    },
  });
});
afterEach(() => {
  cleanup();
  speak('en');
});

function draw(page: ReactNode, path: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </ThemeProvider>,
  );
}

describe('validation messages in the page’s language', () => {
  it('a required field left empty says so in Hindi on a Hindi page (useZodForm)', async () => {
    speak('hi');
    draw(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: t('auth.forgot.submit') }));
    expect(await screen.findByText('ईमेल ज़रूरी है')).toBeTruthy();
    expect(screen.queryByText(AUTH_MSG.emailRequired)).toBeNull();
    expect(api.count('GET /languages/:language/errors')).toBe(1);
  });

  it('and on the login form (lazySchema)', async () => {
    speak('hi');
    draw(<LoginPage />, '/login');
    fireEvent.change(screen.getByLabelText(new RegExp(`^${t('auth.email')}`)), {
      target: { value: 'not an address' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('auth.login.submit') }));
    expect(await screen.findByText('ईमेल का फ़ॉर्मैट सही नहीं है')).toBeTruthy();
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeTruthy();
    expect(screen.queryByText(AUTH_MSG.passwordRequired)).toBeNull();
  });

  it('stays English on an English page, asking the server for nothing', async () => {
    draw(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(AUTH_MSG.emailRequired)).toBeTruthy();
    draw(<LoginPage />, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(AUTH_MSG.passwordRequired)).toBeTruthy();
    expect(api.count('GET /languages/:language/errors')).toBe(0);
  });
});
