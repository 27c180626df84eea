// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../test/speak';
import { theme } from '../../theme';
import {
  AccountFieldGrid,
  COMMON_FIELDS,
  HOST_FIELDS,
  PARTICIPANT_FIELDS,
  type AccountFieldName,
} from './AccountFields';
import { PasswordField } from './PasswordField';
import { WhatsAppOptInField } from './WhatsAppOptInField';

// The form pieces the sign-up and profile forms share (issue 29): their labels, hints and
// choices in the page's language.

type Values = Record<AccountFieldName | 'password', string> & { whatsapp_opt_in: boolean };

function Fields() {
  const { control } = useForm<Values>({ defaultValues: { whatsapp_opt_in: false } });
  return (
    <form>
      <AccountFieldGrid
        control={control}
        names={[...COMMON_FIELDS, ...HOST_FIELDS, ...PARTICIPANT_FIELDS]}
      />
      <WhatsAppOptInField control={control} />
      <PasswordField control={control} name="password" label="Password" />
    </form>
  );
}

const draw = () =>
  render(
    <ThemeProvider theme={theme}>
      <Fields />
    </ThemeProvider>,
  );

/** The gender select's choices, once opened. */
function genderChoices(label: RegExp): string[] {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}

afterEach(() => {
  cleanup();
  speak('en');
});

describe('the account fields', () => {
  it('speak English by default', () => {
    draw();
    for (const label of ['Phone Number', 'Organisation Name', 'IFSC Code', 'Height (cm)'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByText('9 to 18 digits')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Send me updates on WhatsApp' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
    expect(genderChoices(/^Gender/)).toEqual(['Not specified', 'Male', 'Female']);
  });

  it('speak Hindi: labels, hints, the WhatsApp choice, the password toggle and the genders', () => {
    speak('hi');
    draw();
    for (const label of ['नाम', 'फ़ोन नंबर', 'संस्था का नाम', 'अकाउंट नंबर', 'IFSC कोड', 'जन्म तिथि'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByText('9 से 18 अंक')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'मुझे WhatsApp पर अपडेट भेजें' })).toBeTruthy();
    expect(screen.getByText(/^ऊपर दिए फ़ोन नंबर पर/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' }));
    expect(screen.getByRole('button', { name: 'पासवर्ड छिपाएँ' })).toBeTruthy();
    expect(genderChoices(/^लिंग/)).toEqual(['नहीं बताया', 'पुरुष', 'महिला']);
    expect(document.body.textContent).not.toMatch(/Phone Number|Not specified|WhatsApp updates/);
  });
});
