// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowStoredAuth } from '../../auth/auth-state';
import { desktopMedia, drawApp, h1, testUser } from '../../test/app-router';
import '../../test/component-kit';
import { scriptedApi } from '../../test/scripted-api';
import { makePreview } from '../../test/team-fixtures';

// A captain's shared link opened by someone not signed in (issue 28): they log in, or go to sign
// up and back, and land on the join page they opened, in the whole app's router.

const JOIN = '/app/teams/join/K7PX2QMA';

beforeEach(() => {
  window.matchMedia = desktopMedia;
  localStorage.clear();
  allowStoredAuth();
});

function serve() {
  const player = testUser('Participant');
  let signedIn = false;
  scriptedApi({
    'GET /config': () => ({
      support_email: 'help@matchday.test',
      support_phone: '+91 90000 11111',
      referee_whatsapp: '',
      payments_test_mode: false,
    }),
    'GET /auth/verify-token': () => (signedIn ? player : null),
    'POST /login': () => {
      signedIn = true;
      return player;
    },
    'GET /teams/join/:code': () => makePreview(),
    'GET /user/:id/dependants': () => [],
  });
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function logIn() {
  type(/^Email/, 'participant@example.test');
  type(/^Password/, 'Secret#123');
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('a join link opened by a guest', () => {
  it('goes to the login page, and back to the join page once logged in', async () => {
    serve();
    const app = drawApp(JOIN);
    await h1('Login');
    expect(app.path()).toBe('/login');
    await logIn();
    await h1('Join Worli Warriors');
    expect(app.path()).toBe(JOIN);
  });

  it('keeps the way back through the sign-up page', async () => {
    serve();
    const app = drawApp(JOIN);
    await h1('Login');
    fireEvent.click(screen.getByRole('link', { name: 'Create New Account' }));
    await h1('Create New Account');
    // A join link is for players: the form starts on the player's role.
    expect(screen.getByRole('radio', { name: /Participant/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('link', { name: 'Log In' }));
    await h1('Login');
    await logIn();
    await h1('Join Worli Warriors');
    expect(app.path()).toBe(JOIN);
  });
});
