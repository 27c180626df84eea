// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { PublicUser } from '../../../shared/users/user';
import '../../test/component-kit';
import { makeUser } from '../../test/event-fixtures';
import { scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import { ProfileForm } from './ProfileForm';

// Issue 29: the profile holds a date of birth, not an age; one worked out from an age given
// earlier says so under the field until the person saves it. The server's side is
// src/server/users/date-of-birth.test.ts.

const auth = vi.hoisted(() => ({ user: null as unknown, setUser: vi.fn() }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => auth }));
vi.mock('../../components/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
}));

const ESTIMATED = makeUser('Participant', {
  address: '7 Park Street, Kolkata',
  school_or_college: 'St. Xavier’s College',
  date_of_birth: '2007-03-10',
  date_of_birth_estimated: true,
  age: 19,
});

function draw(user: PublicUser) {
  auth.user = user;
  let stored = user;
  const api = scriptedApi({
    'PUT /user/:id': ({ body }) =>
      (stored = { ...stored, ...(body as Partial<PublicUser>), date_of_birth_estimated: false }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/settings']}>
        <ProfileForm user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  cleanup();
  speak('en');
});

describe('the date of birth', () => {
  it('is a date field in place of the age, with a note while it is an estimate', async () => {
    const api = draw(ESTIMATED);
    const born = (await screen.findByLabelText(/^Date of Birth/)) as HTMLInputElement;
    expect(born.type).toBe('date');
    expect(born.value).toBe('2007-03-10');
    expect(screen.queryByLabelText(/^Age/)).toBeNull();
    expect(
      screen.getByText('Estimated from the age you gave. Please check it and save.'),
    ).toBeTruthy();

    fireEvent.change(born, { target: { value: '2007-05-21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /user/:id')).toHaveLength(1));
    const [sent] = api.sent('PUT /user/:id') as Record<string, unknown>[];
    expect(sent).toMatchObject({ date_of_birth: '2007-05-21' });
    expect(sent).not.toHaveProperty('age');
  });

  it('says nothing more once the person has given it', async () => {
    draw({ ...ESTIMATED, date_of_birth_estimated: false });
    expect(await screen.findByLabelText(/^Date of Birth/)).toBeTruthy();
    expect(screen.queryByText(/Estimated from the age you gave/)).toBeNull();
  });

  it('speaks Hindi: the label and the note', async () => {
    speak('hi');
    draw(ESTIMATED);
    const born = (await screen.findByLabelText(/^जन्म तिथि/)) as HTMLInputElement;
    expect(born.value).toBe('2007-03-10');
    expect(screen.getByText('आपकी बताई उम्र से अनुमानित। कृपया जाँचें और सेव करें।')).toBeTruthy();
    expect(screen.queryByText(/Estimated from/)).toBeNull();
  });
});
