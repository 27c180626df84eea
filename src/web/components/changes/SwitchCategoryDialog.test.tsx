// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SwitchOption } from '../../../shared/changes/switch-options';
import type { Participation } from '../../../shared/participations/schemas';
import { fakeApi, renderWithApi } from '../../test/component-kit';
import { speak } from '../../test/speak';
import { SwitchCategoryDialog } from './SwitchCategoryDialog';

// Issue 24 item 12: the dialog offers only the categories the registration may move to; the
// others are listed disabled with the server's reason, and the money line appears only once an
// allowed category is chosen (it had said "no money moves" for a category the switch refused).

vi.mock('../../auth/auth-context', () => ({
  useAuth: () => ({ user: { id: 'p'.repeat(24), role: 'Participant', name: 'Diya' } }),
}));

const registration = {
  id: 'r'.repeat(24),
  event_id: 'e'.repeat(24),
  category_id: 'a'.repeat(24),
  payment_status: 'captured',
  amount_paid: 500,
  currency: 'INR',
  event_details: { title: 'Monsoon Open' },
  category_details: { name: 'Girls open', participants_in_team: 1 },
} as unknown as Participation;

const option = (name: string, price: number, reason: string | null): SwitchOption => ({
  category_id: name.toLowerCase().replace(/\W/g, '').padEnd(24, '0').slice(0, 24),
  name,
  price,
  currency: 'INR',
  places_left: null,
  needs_weight: false,
  eligible: reason === null,
  reason,
});

/** The event as the public read gives it (what the dialog used to pick categories from). */
const eventCategory = (o: SwitchOption, team = 1, gender: string | null = null) => ({
  category_id: o.category_id,
  price: o.price,
  currency: 'INR',
  capacity: null,
  places_left: null,
  waitlist_count: 0,
  category_details: {
    name: o.name,
    participants_in_team: team,
    gender,
    min_weight_allowed: null,
    max_weight_allowed: null,
  },
});

function openDialog() {
  const api = fakeApi({
    'GET /events/:id': {
      id: registration.event_id,
      categories: [
        eventCategory(option('Girls open', 500, null)),
        eventCategory(option('Women', 500, null)),
        eventCategory(option('Women elite', 800, null)),
        eventCategory(option('Boys under 13', 300, null), 1, 'male'),
        eventCategory(option('Men', 500, null), 1, 'male'),
        eventCategory(option('Pairs', 900, null), 2),
      ],
    },
    'GET /event/participate/:id/switch-options': [
      option('Women', 500, null),
      option('Women elite', 800, null),
      option('Boys under 13', 300, 'Ages up to 13: Diya is 14'),
      option('Men', 500, 'Men and boys only'),
      option('Pairs', 900, 'Teams of 2 only'),
    ],
  });
  renderWithApi(<SwitchCategoryDialog registration={registration} open onClose={() => {}} />);
  return api;
}

describe('the switch-category dialog', () => {
  it('lists the categories it cannot move to disabled, each with its reason', async () => {
    openDialog();
    const closed = await screen.findByTestId('switch-closed');
    const reasons = within(closed)
      .getAllByTestId('switch-reason')
      .map((r) => r.textContent);
    expect(reasons).toEqual(['Ages up to 13: Diya is 14', 'Men and boys only', 'Teams of 2 only']);
    for (const name of [/^Boys under 13/, /^Men ·/, /^Pairs/])
      expect((screen.getByRole('radio', { name }) as HTMLInputElement).disabled).toBe(true);
    for (const name of [/^Women · ₹500/, /^Women elite · ₹800/])
      expect((screen.getByRole('radio', { name }) as HTMLInputElement).disabled).toBe(false);
  });

  it('says nothing of money until an allowed category is chosen, then what it costs', async () => {
    openDialog();
    await screen.findByRole('radio', { name: /^Women elite/ });
    expect(screen.queryByTestId('switch-money')).toBeNull();
    // A refused category cannot be chosen: still no money line, nothing to confirm.
    fireEvent.click(screen.getByRole('radio', { name: /^Men ·/ }));
    expect(screen.queryByTestId('switch-money')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Switch category' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /^Women elite/ }));
    expect(screen.getByTestId('switch-money').textContent).toBe(
      'You pay the difference of ₹300.00 now.',
    );
    expect(screen.getByRole('button', { name: 'Switch and pay' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Women · ₹500/ }));
    expect(screen.getByTestId('switch-money').textContent).toBe('Same entry fee: no money moves.');
  });
});

describe('the switch-category dialog in Hindi', () => {
  afterEach(() => speak('en'));

  it('asks, weighs the money and confirms in Hindi', async () => {
    speak('hi');
    openDialog();
    expect(await screen.findByRole('dialog', { name: 'कैटेगरी बदलें' })).toBeTruthy();
    expect(screen.getByText('Monsoon Open · अभी Girls open में')).toBeTruthy();
    expect(await screen.findByRole('radiogroup', { name: 'नई कैटेगरी' })).toBeTruthy();
    expect(screen.getByText('इस रजिस्ट्रेशन के लिए खुली नहीं')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Women elite/ }));
    expect(screen.getByTestId('switch-money').textContent).toBe('अंतर के ₹300.00 आपको अभी देने होंगे।');
    expect(screen.getByRole('button', { name: 'बदलें और पेमेंट करें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Women · ₹500/ }));
    expect(screen.getByTestId('switch-money').textContent).toBe('एंट्री फ़ीस बराबर है: कोई लेन-देन नहीं।');
    expect(screen.getByRole('button', { name: 'कैटेगरी बदलें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेरी कैटेगरी रहने दें' })).toBeTruthy();
  });
});
