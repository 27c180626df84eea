// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTICIPATION_MSG } from '../../../shared/participations/schemas';
import { fakeApi } from '../../test/component-kit';
import {
  checkoutOf,
  eventCategory,
  openEvent,
  PLAYER,
  registration,
  renderAt,
} from '../../test/participation-fixtures';
import { speak } from '../../test/speak';
import { ParticipantCategoryPicker } from './ParticipantCategoryPicker';
import { ParticipantForm } from './ParticipantForm';

// The participant form (§2, §5) before anything is sent: a team's role rule and required fields
// are the form's own, checked as the player types, and a free category registers without a
// checkout. Moved here from e2e/participation.spec.ts (issue 25); the server's own checks of the
// same rules are in src/server/registration/participations.test.ts.

vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: PLAYER }) }));

const DOUBLES = eventCategory('d'.repeat(24), 'Mixed Doubles', { price: 799, team: 2 });
const UNDER_13 = eventCategory('c'.repeat(24), 'Under 13 Singles', { price: 0 });
const EVENT = openEvent([DOUBLES, UNDER_13]);
const SUCCESS = '/app/paymentSuccess';

function drawForm(category: typeof DOUBLES) {
  return renderAt(
    {
      '/participate': (
        <ParticipantForm event={EVENT} category={category} saved={null} mode="create" />
      ),
      [SUCCESS]: <h1>Success page</h1>,
    },
    '/participate',
  );
}

const row = (n: number) => screen.getByRole('group', { name: `Player ${n}` });
const field = (n: number, name: string) => within(row(n)).getByRole('textbox', { name });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Picks a member's role from the MUI select, as a click on the list does. */
function chooseRole(n: number, role: 'None' | 'Captain' | 'Vice Captain') {
  fireEvent.mouseDown(within(row(n)).getByRole('combobox', { name: 'Role' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: role }));
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

// Whole forms typed through, field by field: slow on a loaded 2-core machine (as EventFormPage's).
describe('the participant form', { timeout: 60_000 }, () => {
  it('a team takes exactly one Captain and at most one Vice Captain', async () => {
    const api = fakeApi({
      'POST /event/participate': checkoutOf(
        registration(EVENT, DOUBLES, {
          payment_status: 'created',
          order_id: 'order_ok',
          amount_paid: 799,
          captured_at: null,
        }),
        'order_ok',
      ),
    });
    drawForm(DOUBLES);
    const posted = () => api.calls['POST /event/participate'] ?? 0;
    // The first player is the one registering; a row per player of the team.
    expect((field(1, 'Name') as HTMLInputElement).value).toBe(PLAYER.name);
    expect(screen.getAllByRole('group', { name: /^Player \d+$/ })).toHaveLength(2);
    expect(screen.getByTestId('order-total').textContent).toBe('₹799.00');

    type(screen.getByRole('textbox', { name: 'Team Name' }), 'Two Captains');
    chooseRole(1, 'Captain');
    type(field(2, 'Name'), 'Second Captain');
    type(field(2, 'Email'), 'second@example.test');
    type(field(2, 'Phone'), '9000000009');
    chooseRole(2, 'Captain');
    expect(screen.getByText(PARTICIPATION_MSG.oneCaptain)).toBeTruthy();
    submit('Proceed to Pay');
    await waitFor(() => expect(screen.getByText(PARTICIPATION_MSG.oneCaptain)).toBeTruthy());
    expect(screen.queryByRole('dialog', { name: 'Test checkout' })).toBeNull();
    expect(posted()).toBe(0);

    chooseRole(2, 'Vice Captain');
    await waitFor(() => expect(screen.queryByText(PARTICIPATION_MSG.oneCaptain)).toBeNull());
    // A team needs its Captain (shown once the form was sent).
    chooseRole(1, 'None');
    await waitFor(() => expect(screen.getByText(PARTICIPATION_MSG.captainRequired)).toBeTruthy());
    submit('Proceed to Pay');
    await waitFor(() => expect(screen.getByText(PARTICIPATION_MSG.captainRequired)).toBeTruthy());
    expect(posted()).toBe(0);
    chooseRole(1, 'Captain');
    await waitFor(() => expect(screen.queryByText(PARTICIPATION_MSG.captainRequired)).toBeNull());

    // Empty required fields are named.
    type(field(2, 'Name'), '');
    submit('Proceed to Pay');
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(posted()).toBe(0);

    // With the team whole, the form is sent once and the checkout opens.
    type(field(2, 'Name'), 'Meera Iyer');
    submit('Proceed to Pay');
    expect(await screen.findByRole('dialog', { name: 'Test checkout' })).toBeTruthy();
    expect(posted()).toBe(1);
  });

  it("sends the club, chosen from the event's or typed new (issue 28)", async () => {
    const bodies: unknown[] = [];
    const free = registration(EVENT, UNDER_13);
    fakeApi({
      [`GET /events/${EVENT.id}/clubs`]: ['Mumbai Smashers', 'Pune Shuttlers'],
      'POST /event/participate': (_u: URL, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return checkoutOf(free, null);
      },
    });
    drawForm(UNDER_13);
    const club = screen.getByRole('combobox', { name: 'Club' });
    const list = document.getElementById(club.getAttribute('list') ?? '');
    await waitFor(() =>
      expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
        'Mumbai Smashers',
        'Pune Shuttlers',
      ]),
    );
    type(club, 'pune shuttlers');
    fireEvent.blur(club);
    submit('Register');
    await screen.findByRole('heading', { name: 'Success page' });
    expect(bodies).toEqual([expect.objectContaining({ club: 'Pune Shuttlers', members: [] })]);
  });

  it('a typed team sends its club with its members', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const team = registration(EVENT, DOUBLES, { payment_status: 'created', captured_at: null });
    fakeApi({
      [`GET /events/${EVENT.id}/clubs`]: [],
      'POST /event/participate': (_u: URL, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return checkoutOf(team, 'order_club');
      },
    });
    drawForm(DOUBLES);
    type(screen.getByRole('textbox', { name: 'Team Name' }), 'Thane Titans');
    chooseRole(1, 'Captain');
    type(field(2, 'Name'), 'Meera Iyer');
    type(field(2, 'Email'), 'meera@example.test');
    type(field(2, 'Phone'), '9000000009');
    type(screen.getByRole('combobox', { name: 'Club' }), 'Thane Racquets');
    submit('Proceed to Pay');
    expect(await screen.findByRole('dialog', { name: 'Test checkout' })).toBeTruthy();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ team_name: 'Thane Titans', club: 'Thane Racquets' });
    expect(bodies[0]!.members).toHaveLength(2);
  });

  it('a free category registers at once, with no checkout', async () => {
    const free = registration(EVENT, UNDER_13);
    const api = fakeApi({ 'POST /event/participate': checkoutOf(free, null) });
    const view = drawForm(UNDER_13);
    expect(screen.getByTestId('order-total').textContent).toBe('Free');
    expect(screen.queryByRole('button', { name: 'Proceed to Pay' })).toBeNull();

    submit('Register');
    await screen.findByRole('heading', { name: 'Success page' });
    expect(view.location().pathname).toBe(SUCCESS);
    expect(view.location().search).toBe(`?participation=${free.id}`);
    expect(api.calls['POST /event/participate']).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Test checkout' })).toBeNull();
  });
});

describe('the participant form in Hindi', { timeout: 60_000 }, () => {
  afterEach(() => speak('en'));

  it('speaks Hindi around what the host typed: the event, its categories and the amounts stay', () => {
    speak('hi');
    fakeApi({ [`GET /events/${EVENT.id}/clubs`]: [] });
    renderAt(
      {
        '/participate': (
          <ParticipantForm
            event={EVENT}
            category={DOUBLES}
            saved={null}
            mode="create"
            picker={
              <ParticipantCategoryPicker
                categories={EVENT.categories}
                value={DOUBLES.category_id}
                onChange={() => {}}
              />
            }
          />
        ),
      },
      '/participate',
    );
    // The page's own words in Hindi…
    expect(screen.getByRole('radiogroup', { name: 'कैटेगरी चुनें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपकी टीम' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'सारांश' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'टीम का नाम' })).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /^खिलाड़ी \d$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'पेमेंट करें' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed to Pay' })).toBeNull();
    // …the event and its categories as the host entered them, the fee in Latin digits.
    expect(screen.getByText(EVENT.title)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Mixed Doubles' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Under 13 Singles' })).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('₹799.00');

    // The shared role rule's text, in Hindi too (checked once the players are whole).
    const second = within(screen.getByRole('group', { name: 'खिलाड़ी 2' }));
    type(second.getByRole('textbox', { name: 'नाम' }), 'Meera Iyer');
    type(second.getByRole('textbox', { name: 'ईमेल' }), 'meera@example.test');
    type(second.getByRole('textbox', { name: 'फ़ोन' }), '9000000009');
    for (const n of [1, 2]) {
      const player = within(screen.getByRole('group', { name: `खिलाड़ी ${n}` }));
      fireEvent.mouseDown(player.getByRole('combobox', { name: 'भूमिका' }));
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'कप्तान' }));
    }
    expect(screen.getByText('टीम में सिर्फ़ एक कप्तान हो सकता है')).toBeTruthy();
    expect(screen.queryByText(PARTICIPATION_MSG.oneCaptain)).toBeNull();
  });
});
