// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { MSG, requiredMessage } from '../../../shared/messages';
import { WHATSAPP_OPT_IN } from '../../../shared/whatsapp/opt-in';
import { scriptedApi } from '../../test/scripted-api';
import { theme } from '../../theme';
import SignupPage from './SignupPage';

// Issue 29: "Send me updates on WhatsApp" on the sign-up form, unticked until the person ticks
// it, sent as `whatsapp_opt_in`. The server's side (stored with its time, refused without a
// phone number) is src/server/users/whatsapp-opt-in.test.ts.
configure({ asyncUtilTimeout: 5000 });

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('../../components/toast', () => ({ toast }));

let api: ReturnType<typeof scriptedApi>;
beforeEach(() => {
  vi.clearAllMocks();
  api = scriptedApi({ 'POST /auth/register': ({ body }) => ({ id: 'u1', ...(body as object) }) });
});
afterEach(cleanup);

function drawSignup() {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/signup']}>
        <SignupPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillIn(phone: string) {
  fireEvent.click(screen.getByRole('radio', { name: /Participant/ }));
  type(/^Name/, 'Ishaan Verma');
  type(/^Email/, 'ishaan@example.test');
  type(/^Phone Number/, phone);
  type(/^Password/, 'Str0ng!Pass');
  type(/^Confirm Password/, 'Str0ng!Pass');
}

describe('WhatsApp updates on the sign-up form', () => {
  it('are off unless ticked, and sent as asked', async () => {
    drawSignup();
    const box = screen.getByRole('checkbox', { name: WHATSAPP_OPT_IN.label }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByText(WHATSAPP_OPT_IN.hint)).toBeTruthy();
    fillIn('98765 43210');
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.success));
    expect(api.sent('POST /auth/register')).toEqual([
      expect.objectContaining({
        role: 'Participant',
        phone_number: '+919876543210',
        whatsapp_opt_in: true,
      }),
    ]);
  });

  it('left unticked, the account is made without them', async () => {
    drawSignup();
    fillIn('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(api.sent('POST /auth/register')).toEqual([
      expect.objectContaining({ whatsapp_opt_in: false }),
    ]);
  });

  it('ticked without a phone number, nothing is sent', async () => {
    drawSignup();
    fillIn('');
    fireEvent.click(screen.getByRole('checkbox', { name: WHATSAPP_OPT_IN.label }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(requiredMessage('Phone Number'))).toBeTruthy();
    expect(api.sent('POST /auth/register')).toEqual([]);
  });
});
