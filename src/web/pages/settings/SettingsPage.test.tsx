// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { MSG } from '../../../shared/messages';
import type { PublicUser } from '../../../shared/users/user';
import { WHATSAPP_OPT_IN } from '../../../shared/whatsapp/opt-in';
import type * as I18n from '../../i18n/i18n';
import '../../test/component-kit';
import { scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import SettingsPage from './SettingsPage';

// /app/settings per role (§5): the fields each role is shown and the texts the form says before
// anything is sent (moved from e2e/auth.spec.ts, issue 25). The server's side of a profile edit
// (what is stored, its own §5 texts, the current password for a new email) is
// src/server/users/users.test.ts.

configure({ asyncUtilTimeout: 5000 });

const auth = vi.hoisted(() => ({ user: null as unknown, setUser: vi.fn() }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => auth }));
const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('../../components/toast', () => ({ toast }));
// A new language reloads the page (jsdom cannot): the switch itself is watched instead.
const switchPageLanguage = vi.hoisted(() => vi.fn());
vi.mock('../../i18n/i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  switchPageLanguage,
}));

const base: PublicUser = {
  id: 'a'.repeat(24),
  role: 'Participant',
  name: 'Priya Runner',
  user_name: null,
  email: 'priya@example.test',
  phone_number: '9876543210',
  address: null,
  organisation_name: null,
  account_number: null,
  bank_name: null,
  ifsc_code: null,
  account_holder_name: null,
  date_of_birth: '2004-06-01',
  date_of_birth_estimated: false,
  age: 21,
  height: 168,
  gender: null,
  school_or_college: 'City College',
  email_verified: true,
  pending_email: null,
  whatsapp_opt_in: false,
  language: 'en',
};
const HOST: PublicUser = {
  ...base,
  role: 'Host',
  name: 'Rohan Mehta',
  email: 'host@example.test',
  address: '12 MG Road, Bengaluru',
  organisation_name: 'Bengaluru Sports League',
  account_number: 'XXXXXXXX9012',
  bank_name: 'State Bank',
  ifsc_code: 'SBIN0001234',
  account_holder_name: 'Rohan Mehta',
  date_of_birth: null,
  age: null,
  height: null,
  school_or_college: null,
};

function drawSettings(profile: PublicUser) {
  auth.user = profile;
  let stored = profile;
  const api = scriptedApi({
    'GET /user/:id': () => stored,
    'PUT /user/:id': ({ body }) => (stored = { ...stored, ...(body as Partial<PublicUser>) }),
    'GET /user/:id/dependants': () => [],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/settings']}>
        <SettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

/** A text field by its label (without the required marker). */
const field = (label: string) =>
  screen.queryAllByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
const one = (label: string) => {
  const found = field(label);
  expect(found, label).toHaveLength(1);
  return found[0] as HTMLInputElement;
};

beforeEach(() => vi.clearAllMocks());

describe('a host', () => {
  it('sees the saved account number only as its last 4 digits; an empty field keeps it', async () => {
    const api = drawSettings(HOST);
    const number = (await screen.findByRole('textbox', {
      name: /^Account Number/,
    })) as HTMLInputElement;
    expect(number.value).toBe('');
    expect(screen.getByText('Account ending 9012. Leave empty to keep it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.success));
    const [sent] = api.sent('PUT /user/:id') as Record<string, unknown>[];
    expect(sent).not.toHaveProperty('account_number');
    expect(sent).toMatchObject({ ifsc_code: 'SBIN0001234', bank_name: 'State Bank' });
  });

  it('sees organisation and bank fields, all required; a new email asks for the password', async () => {
    drawSettings(HOST);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    const organisation = (await screen.findByRole('textbox', {
      name: /^Organisation Name/,
    })) as HTMLInputElement;
    for (const label of ['Account Number', 'IFSC Code', 'Bank Name', 'Account Holder Name'])
      expect(one(label)).toBeTruthy();
    expect(field('School or College')).toHaveLength(0);
    expect(organisation.value).toBe('Bengaluru Sports League');

    fireEvent.change(organisation, { target: { value: '' } });
    fireEvent.blur(organisation);
    expect(await screen.findByText('Organisation Name is required')).toBeTruthy();

    // Changing the email asks for the current password (beside the Change Password card's).
    expect(screen.getAllByLabelText(/^Current Password/)).toHaveLength(1);
    fireEvent.change(one('Email'), { target: { value: 'host.new@matchday.test' } });
    await waitFor(() => expect(screen.getAllByLabelText(/^Current Password/)).toHaveLength(2));
  });
});

describe('a participant', () => {
  it('must give an address before a new phone number is sent; then it is saved', async () => {
    const api = drawSettings(base);
    const phone = (await screen.findByRole('textbox', {
      name: /^Phone Number/,
    })) as HTMLInputElement;
    expect(phone.value).toBe('9876543210');
    expect(field('Organisation Name')).toHaveLength(0);
    expect(one('School or College').value).toBe('City College');

    fireEvent.change(phone, { target: { value: '9123456780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Sign-up left the address out; the profile requires it (§5).
    expect(await screen.findByText('Address is required')).toBeTruthy();
    expect(api.count('PUT /user/:id')).toBe(0);
    // One line of an address: `street-address` belongs to a multi-line field (WCAG 1.3.5).
    expect(one('Address').getAttribute('autocomplete')).toBe('address-line1');

    fireEvent.change(one('Address'), { target: { value: '12 Park Street, Pune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.success));
    expect(api.sent('PUT /user/:id')).toEqual([
      expect.objectContaining({ phone_number: '+919123456780', address: '12 Park Street, Pune' }),
    ]);
    expect(auth.setUser).toHaveBeenCalledWith(
      expect.objectContaining({ phone_number: '+919123456780', address: '12 Park Street, Pune' }),
    );
  });
});

describe('WhatsApp updates (issue 29)', () => {
  const withAddress = { ...base, address: '12 Park Street, Pune' };
  const box = async () =>
    (await screen.findByRole('checkbox', { name: WHATSAPP_OPT_IN.label })) as HTMLInputElement;

  it('are ticked in Settings and saved with the profile', async () => {
    const api = drawSettings(withAddress);
    const optIn = await box();
    expect(optIn.checked).toBe(false);
    fireEvent.click(optIn);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.success));
    expect(api.sent('PUT /user/:id')).toEqual([expect.objectContaining({ whatsapp_opt_in: true })]);
    expect(auth.setUser).toHaveBeenCalledWith(expect.objectContaining({ whatsapp_opt_in: true }));
    expect((await box()).checked).toBe(true);
  });

  it('show a saved choice and turn off when unticked', async () => {
    const api = drawSettings({ ...withAddress, whatsapp_opt_in: true });
    const optIn = await box();
    expect(optIn.checked).toBe(true);
    fireEvent.click(optIn);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.success));
    expect(api.sent('PUT /user/:id')).toEqual([
      expect.objectContaining({ whatsapp_opt_in: false }),
    ]);
  });
});

describe('the language (issue 29)', () => {
  const withAddress = { ...base, address: '12 Park Street, Pune' };

  it("is saved with the profile and becomes the pages' language", async () => {
    const api = drawSettings(withAddress);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select.textContent).toBe('English');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'हिन्दी' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(switchPageLanguage).toHaveBeenCalledWith('hi'));
    expect(api.sent('PUT /user/:id')).toEqual([expect.objectContaining({ language: 'hi' })]);
  });

  it('leaves the page as it is when the language did not change', async () => {
    const api = drawSettings(withAddress);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.success));
    expect(api.sent('PUT /user/:id')).toEqual([expect.objectContaining({ language: 'en' })]);
    expect(switchPageLanguage).not.toHaveBeenCalled();
  });
});

describe('in Hindi (issue 29)', () => {
  afterEach(() => speak('en'));

  it("speaks Hindi to a participant: the cards, the role, a dependant's registrations", async () => {
    speak('hi');
    auth.user = { ...base, address: '12 Park Street, Pune' };
    scriptedApi({
      'GET /user/:id': () => auth.user,
      'GET /user/:id/dependants': () => [
        {
          id: '5'.repeat(24),
          user_id: base.id,
          name: 'Anaya',
          date_of_birth: '2016-01-15',
          gender: 'female',
          guardian_confirmed_at: '2026-01-01T00:00:00.000Z',
          registrations: 2,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/app/settings']}>
          <SettingsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'अकाउंट की जानकारी' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'परिवार के सदस्य' })).toBeTruthy();
    expect(screen.getByText('खिलाड़ी')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'सेव करें' })).toBeTruthy();
    expect(screen.getByText('खिलाड़ी की जानकारी')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पासवर्ड बदलें' })).toBeTruthy();
    expect(screen.getByLabelText(/^नया पासवर्ड/)).toBeTruthy();
    const anaya = (await screen.findByText('Anaya')).closest('li')!;
    expect(anaya.textContent).toContain('महिला · 2 रजिस्ट्रेशन');
    expect(within(anaya).getByRole('button', { name: 'Anaya एडिट करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सदस्य जोड़ें' })).toBeTruthy();
  });

  it("says a host's missing organisation name in Hindi, and asks for the password in Hindi", async () => {
    speak('hi');
    drawSettings(HOST);
    expect(await screen.findByText('संस्था और पेआउट')).toBeTruthy();
    expect(screen.getByText('होस्ट')).toBeTruthy();
    expect(screen.getByText('अकाउंट के आखिरी अंक 9012। इसे रखने के लिए खाली छोड़ें।')).toBeTruthy();
    const organisation = await screen.findByRole('textbox', { name: /^संस्था का नाम/ });
    fireEvent.change(organisation, { target: { value: '' } });
    fireEvent.blur(organisation);
    expect(await screen.findByText('संस्था का नाम ज़रूरी है')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /^ईमेल/ }), {
      target: { value: 'host.new@matchday.test' },
    });
    expect(await screen.findByText('ईमेल बदलने के लिए ज़रूरी है; हम नए पते पर एक लिंक भेजेंगे')).toBeTruthy();
  });
});
