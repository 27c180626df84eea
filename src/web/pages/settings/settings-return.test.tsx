// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dependant } from '../../../shared/dependants/schemas';
import { MSG } from '../../../shared/messages';
import type { PublicUser } from '../../../shared/users/user';
import '../../test/component-kit';
import { PLAYER, renderAt } from '../../test/participation-fixtures';
import { scriptedApi } from '../../test/scripted-api';
import SettingsPage from './SettingsPage';

// The settings page opened as a detour (issue 29): `?return=` goes back only to a path inside the
// app. A value naming another site is ignored: the player stays on the settings, and nothing
// offers the way "back". The round trips that do go back are in
// src/web/routes/first-hour.test.tsx.

const auth = vi.hoisted(() => ({ user: null as unknown, setUser: vi.fn() }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => auth }));
const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('../../components/toast', () => ({ toast }));

const USER: PublicUser = {
  ...PLAYER,
  address: '12 Park Street, Pune',
  school_or_college: 'Pune Public School',
};

function draw(url: string) {
  auth.user = USER;
  let stored = USER;
  const dependants: Dependant[] = [];
  const api = scriptedApi({
    'GET /user/:id': () => stored,
    'PUT /user/:id': ({ body }) => (stored = { ...stored, ...(body as Partial<PublicUser>) }),
    'GET /user/:id/dependants': () => dependants,
    'POST /user/:id/dependants': ({ body }) => {
      const made: Dependant = {
        id: '5'.repeat(24),
        user_id: USER.id,
        guardian_confirmed_at: new Date().toISOString(),
        registrations: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        ...(body as Pick<Dependant, 'name' | 'date_of_birth' | 'gender'>),
      };
      dependants.push(made);
      return made;
    },
  });
  const view = renderAt({ '/*': <SettingsPage /> }, url);
  return { api, where: () => view.location().pathname };
}

const UNSAFE = ['https://evil.test', '//evil.test', '/\\evil.test'];

beforeEach(() => vi.clearAllMocks());

describe('a way back naming another site', () => {
  it.each(UNSAFE)('%s: adding a dependant stays on the settings', async (unsafe) => {
    const { api, where } = draw(
      `/app/settings?add=dependant&return=${encodeURIComponent(unsafe)}#dependants`,
    );
    // The Add form is open all the same.
    const dialog = await screen.findByRole('dialog', { name: 'Add a dependant' });
    expect(screen.queryByRole('link', { name: 'Back to registration' })).toBeNull();
    const form = within(dialog);
    fireEvent.change(form.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Anaya' } });
    fireEvent.change(form.getByLabelText(/^Date of Birth/), { target: { value: '2016-01-15' } });
    fireEvent.mouseDown(form.getByRole('combobox', { name: /^Gender/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Female' }));
    fireEvent.click(form.getByRole('checkbox', { name: /parent or legal guardian/ }));
    fireEvent.click(form.getByRole('button', { name: 'Add Dependant' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('POST /user/:id/dependants')).toBe(1);
    expect(await screen.findByText('Anaya')).toBeTruthy();
    expect(where()).toBe('/app/settings');
  });

  it.each(UNSAFE)('%s: saving the profile stays on the settings', async (unsafe) => {
    const { api, where } = draw(`/app/settings?return=${encodeURIComponent(unsafe)}`);
    const born = (await screen.findByLabelText(/^Date of Birth/)) as HTMLInputElement;
    expect(screen.queryByRole('link', { name: 'Back to registration' })).toBeNull();
    fireEvent.change(born, { target: { value: '2009-04-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.success));
    expect(api.sent('PUT /user/:id')).toEqual([
      expect.objectContaining({ date_of_birth: '2009-04-12' }),
    ]);
    expect(where()).toBe('/app/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });
});

describe('a way back inside the app', () => {
  it('is offered at the top, and taken once the profile is saved', async () => {
    const back = '/app/events/event-details/e1/participate?category=c1';
    const { where } = draw(`/app/settings?return=${encodeURIComponent(back)}#player-details`);
    const link = await screen.findByRole('link', { name: 'Back to registration' });
    expect(link.getAttribute('href')).toBe(back);
    fireEvent.change(await screen.findByLabelText(/^Date of Birth/), {
      target: { value: '2009-04-12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where()).toBe('/app/events/event-details/e1/participate'));
  });
});
