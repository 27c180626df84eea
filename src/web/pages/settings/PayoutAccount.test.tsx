// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GSTIN_MSG } from '../../../shared/money/tax-ids';
import { PAYOUT_MSG, PAYOUT_STATUS_TEXT } from '../../../shared/money/payout-account';
import '../../test/component-kit';
import { makeUser } from '../../test/event-fixtures';
import { refuse, scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import type { PayoutAccount } from './payout-account-form';
import PayoutAccountSection from './PayoutAccountSection';
import SettingsPage from './SettingsPage';

// The payout account in settings (issue 26): the shared rules refuse a mistake before anything
// is sent, the account number never shows beyond its last 4 digits, and what Razorpay asks for
// is listed and marked. The server's side is src/server/money/payouts/payouts.test.ts.

const auth = vi.hoisted(() => ({ user: null as unknown, setUser: vi.fn() }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => auth }));
const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('../../components/toast', () => ({ toast }));

/** Before the first save: what sign-up gave, status null. */
const FROM_SIGNUP: PayoutAccount = {
  status: null,
  legal_name: 'Bengaluru Sports League',
  business_type: null,
  pan: null,
  gstin: null,
  gst_state: null,
  address: null,
  bank: {
    account_last4: '9012',
    ifsc_code: 'SBIN0001234',
    bank_name: 'State Bank',
    account_holder_name: 'Rohan Mehta',
  },
  requirements: [],
  activated_at: null,
  updated_at: null,
};

const SAVED: PayoutAccount = {
  ...FROM_SIGNUP,
  status: 'activated',
  business_type: 'proprietorship',
  pan: 'ABXXXX234F',
  gst_state: 'KA',
  address: { street: '12 MG Road', city: 'Bengaluru', state: 'KA', postal_code: '560001' },
  activated_at: '2026-05-01T10:00:00.000Z',
  updated_at: '2026-05-01T10:00:00.000Z',
};

const PUT = 'PUT /host/payout-account';

function draw(account: PayoutAccount, save?: (body: unknown) => unknown) {
  let stored = account;
  const api = scriptedApi({
    'GET /host/payout-account': () => stored,
    [PUT]: ({ body }) => {
      const answer = save?.(body);
      if (answer) return answer;
      stored = { ...stored, status: 'pending', requirements: [] };
      return stored;
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PayoutAccountSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const form = () => screen.findByRole('form', { name: 'Payout account' });
const input = (label: string) =>
  within(screen.getByRole('form', { name: 'Payout account' })).getByLabelText(
    new RegExp(`^${label}( \\*)?$`),
  ) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));

/** Everything a valid first save needs besides what sign-up gave. */
function fillTheRest() {
  type('Business type', 'proprietorship');
  type('PAN', 'abcde1234f');
  type('GST state', 'KA');
  type('Street address', '12 MG Road');
  type('City', 'Bengaluru');
  type('State', 'KA');
  type('PIN code', '560001');
}

beforeEach(() => vi.clearAllMocks());

describe('the payout account form', () => {
  it('starts from sign-up: not set up, the legal name and bank filled, the number as its last 4', async () => {
    draw(FROM_SIGNUP);
    await form();
    expect(screen.getByTestId('payout-status').textContent).toContain('Not set up');
    expect(input('Legal name').value).toBe('Bengaluru Sports League');
    expect(input('IFSC').value).toBe('SBIN0001234');
    expect(input('Account number').value).toBe('');
    expect(screen.getByText('Account ending 9012. Leave empty to keep it.')).toBeTruthy();
    expect(
      screen.getByText(
        'Leave empty if you are not registered under GST: your participants then get a Bill of Supply',
      ),
    ).toBeTruthy();
    // States by name.
    expect(within(input('GST state')).getByRole('option', { name: 'Karnataka' })).toBeTruthy();
  });

  it('refuses a bad PAN, IFSC and GSTIN with the shared messages, and sends nothing', async () => {
    const api = draw(FROM_SIGNUP);
    await form();
    fillTheRest();
    type('PAN', 'ABCD1234F');
    type('IFSC', 'SBIN1234567');
    type('GSTIN', '29ABCDE1234F1Z');
    save();
    expect(await screen.findByText(PAYOUT_MSG.pan)).toBeTruthy();
    expect(screen.getByText(PAYOUT_MSG.ifsc)).toBeTruthy();
    expect(screen.getByText(GSTIN_MSG.shape)).toBeTruthy();
    expect(input('PAN').getAttribute('aria-invalid')).toBe('true');
    expect(api.count(PUT)).toBe(0);
  });

  it('checks a GSTIN against the PAN given, on leaving the field', async () => {
    const api = draw(FROM_SIGNUP);
    await form();
    fillTheRest();
    // A real GSTIN shape and check character, but under another PAN (27 = Maharashtra).
    type('GST state', 'MH');
    type('GSTIN', '27AAPFU0939F1ZV');
    fireEvent.blur(input('GSTIN'));
    expect(await screen.findByText(GSTIN_MSG.panDiffers)).toBeTruthy();
    save();
    await waitFor(() => expect(input('GSTIN').getAttribute('aria-invalid')).toBe('true'));
    expect(api.count(PUT)).toBe(0);
  });

  it('sends an empty account number as null (keep the saved one), then shows the new status', async () => {
    const api = draw(FROM_SIGNUP);
    await form();
    fillTheRest();
    save();
    await waitFor(() => expect(api.count(PUT)).toBe(1));
    const [body] = api.sent(PUT) as Array<Record<string, unknown>>;
    expect(body).toMatchObject({
      legal_name: 'Bengaluru Sports League',
      business_type: 'proprietorship',
      pan: 'ABCDE1234F',
      gstin: null,
      gst_state: 'KA',
      address: { street: '12 MG Road', city: 'Bengaluru', state: 'KA', postal_code: '560001' },
      account_number: null,
      ifsc_code: 'SBIN0001234',
    });
    await waitFor(() =>
      expect(screen.getByTestId('payout-status').textContent).toContain(
        PAYOUT_STATUS_TEXT.pending.label,
      ),
    );
    expect(screen.getByText(PAYOUT_STATUS_TEXT.pending.explanation)).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Payout details saved');
  });

  it('keeps a saved PAN when its field is left empty: sent as null', async () => {
    const api = draw(SAVED);
    await form();
    expect(input('PAN').value).toBe('');
    expect(screen.getByText('Saved as ABXXXX234F. Leave empty to keep it.')).toBeTruthy();
    save();
    await waitFor(() => expect(api.count(PUT)).toBe(1));
    expect(api.sent(PUT)[0]).toMatchObject({ pan: null, account_number: null });
  });

  it('never shows a new account number beyond its last 4 once saved', async () => {
    draw(SAVED, (body) => {
      const number = (body as { account_number: string }).account_number;
      return {
        ...SAVED,
        status: 'pending',
        bank: { ...SAVED.bank, account_last4: number.slice(-4) },
      };
    });
    await form();
    // A saved PAN is shown masked; a new one may be typed.
    type('PAN', 'ABCDE1234F');
    type('Account number', '50100012345678');
    save();
    expect(await screen.findByText('Account ending 5678. Leave empty to keep it.')).toBeTruthy();
    expect(input('Account number').value).toBe('');
    expect(document.body.textContent).not.toContain('50100012345678');
    expect(document.body.textContent).not.toContain('5010001234');
  });

  it('requires the account number when none is saved', async () => {
    const api = draw({ ...FROM_SIGNUP, bank: { ...FROM_SIGNUP.bank, account_last4: null } });
    await form();
    fillTheRest();
    save();
    expect(await screen.findByText(PAYOUT_MSG.accountNumber)).toBeTruthy();
    expect(api.count(PUT)).toBe(0);
  });

  it("puts the server's field errors under their fields", async () => {
    draw(FROM_SIGNUP, () =>
      refuse(400, 'Please check the highlighted fields', {
        'address.postal_code': 'This PIN code is not in Karnataka',
      }),
    );
    await form();
    fillTheRest();
    save();
    expect(await screen.findByText('This PIN code is not in Karnataka')).toBeTruthy();
    expect(input('PIN code').getAttribute('aria-invalid')).toBe('true');
    expect(input('City').getAttribute('aria-invalid')).toBe('false');
  });

  it('lists what Razorpay needs and marks those fields', async () => {
    draw({
      ...SAVED,
      status: 'needs_clarification',
      requirements: [
        { field: 'settlements.account_number', reason: 'field missing' },
        { field: 'legal_info.pan', reason: 'Document does not match the name' },
      ],
    });
    await form();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Account number')).toBeTruthy();
    expect(alert.textContent).toContain('Account number: Field missing');
    expect(alert.textContent).toContain('PAN: Document does not match the name');
    expect(screen.getByTestId('payout-status').textContent).toContain(
      PAYOUT_STATUS_TEXT.needs_clarification.label,
    );
    expect(input('Account number').getAttribute('aria-invalid')).toBe('true');
    expect(input('PAN').getAttribute('aria-invalid')).toBe('true');
    expect(input('IFSC').getAttribute('aria-invalid')).toBe('false');
  });
});

describe('settings', () => {
  function drawSettings(role: 'Host' | 'Participant') {
    const user = makeUser(role);
    auth.user = user;
    scriptedApi({
      'GET /user/:id': () => user,
      'GET /user/:id/dependants': () => [],
      'GET /host/payout-account': () => SAVED,
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SettingsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('show a host the Payouts section with its status', async () => {
    drawSettings('Host');
    expect(await screen.findByRole('heading', { name: 'Payouts' })).toBeTruthy();
    expect((await screen.findByTestId('payout-status')).textContent).toContain(
      PAYOUT_STATUS_TEXT.activated.label,
    );
  });

  it('show a participant no Payouts section', async () => {
    drawSettings('Participant');
    expect(await screen.findByRole('heading', { name: 'Dependants' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payouts' })).toBeNull();
  });
});

describe('in Hindi (issue 29)', () => {
  afterEach(() => speak('en'));

  it('names the status, what Razorpay needs, the fields and the business types in Hindi', async () => {
    speak('hi');
    draw({
      ...SAVED,
      status: 'needs_clarification',
      requirements: [{ field: 'settlements.account_number', reason: 'field missing' }],
    });
    const payout = await screen.findByRole('form', { name: 'पेआउट अकाउंट' });
    expect(screen.getByTestId('payout-status').textContent).toContain('आपका ध्यान चाहिए');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Razorpay को ये सुधार या जानकारी चाहिए');
    // The provider's own reason stays as it sent it.
    expect(alert.textContent).toContain('अकाउंट नंबर: Field missing');
    expect(within(payout).getByRole('group', { name: 'बैंक अकाउंट' })).toBeTruthy();
    const type = within(payout).getByLabelText(/^बिज़नेस का प्रकार/);
    expect(within(type).getByRole('option', { name: 'प्रोप्राइटरशिप (एकल स्वामित्व)' })).toBeTruthy();
    expect(within(type).getByRole('option', { name: 'चुनें…' })).toBeTruthy();
    expect(screen.getByText('ABXXXX234F के रूप में सेव है। इसे रखने के लिए खाली छोड़ें।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पेआउट की जानकारी सेव करें' })).toBeTruthy();
  });

  it('names the states in Hindi, in Hindi order, the saved one chosen', async () => {
    speak('hi');
    draw(SAVED);
    const payout = await screen.findByRole('form', { name: 'पेआउट अकाउंट' });
    for (const label of [/^GST राज्य/, /^राज्य/]) {
      const select = within(payout).getByLabelText(label) as HTMLSelectElement;
      const names = [...select.options].slice(1).map((o) => o.text);
      expect(names).toHaveLength(36);
      expect(names).toEqual([...names].sort(new Intl.Collator('hi-IN').compare));
      expect(names.slice(0, 3)).toEqual(['अंडमान और निकोबार द्वीपसमूह', 'अरुणाचल प्रदेश', 'असम']);
      expect(names).toContain('महाराष्ट्र');
      expect(select.value).toBe('KA');
      expect(select.selectedOptions[0]!.text).toBe('कर्नाटक');
      expect(names.join(' ')).not.toMatch(/[A-Za-z]/);
    }
  });

  it('says "not set up" in Hindi before the first save', async () => {
    speak('hi');
    draw(FROM_SIGNUP);
    await screen.findByRole('form', { name: 'पेआउट अकाउंट' });
    expect(screen.getByTestId('payout-status').textContent).toContain('सेट अप नहीं है');
  });
});
