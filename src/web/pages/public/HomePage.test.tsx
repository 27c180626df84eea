// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../test/speak';
import { fakeApi } from '../../test/component-kit';
import { inDays, makeEvent, pageOf, renderRoutes } from '../../test/event-fixtures';
import HomePage from './HomePage';

// /home (§2, issue 13): the newest events still to start, three featured and three more, the
// finished ones in a block of their own, the referee's WhatsApp link with its number hidden, the
// numbers and the way to sponsor. Which events are upcoming or past is the server's
// (src/server/platform/http/server-rendering.test.ts draws /home from the same queries).

vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: null }) }));

const REFEREE = '919876501234';
const upcoming = Array.from({ length: 6 }, (_, i) => makeEvent({ title: `Upcoming Cup ${i + 1}` }));
const finished = makeEvent({
  title: 'Kolkata Box Cricket League',
  registration_start_date: inDays(-30),
  registration_end_date: inDays(-20),
  start_date: inDays(-10),
  end_date: inDays(-9),
  registration_state: 'over',
});

function drawHome() {
  const asked: Array<Record<string, string>> = [];
  fakeApi({
    'GET /events': (u: URL) => {
      const query = Object.fromEntries(u.searchParams);
      asked.push(query);
      return pageOf(query.status === 'past' ? [finished] : upcoming);
    },
    'GET /config': {
      support_email: 'help@matchday.test',
      support_phone: '+91 80 4000 1234',
      referee_whatsapp: `+${REFEREE}`,
      payments_test_mode: true,
    },
  });
  const view = renderRoutes({ '/home': <HomePage />, '/contactUs': <p>Contact page</p> }, '/home');
  return { ...view, asked };
}

const region = (name: string) => screen.getByRole('region', { name });
const titlesIn = (name: string) =>
  within(region(name))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the home page', () => {
  it('features the newest three events, then three more, and the finished ones apart', async () => {
    const { asked } = drawHome();
    await screen.findByText('Upcoming Cup 1');
    await screen.findByText('Kolkata Box Cricket League');
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'upcoming', limit: '6', sort: 'newest' }),
        expect.objectContaining({ status: 'past', limit: '3', sort: 'newest' }),
      ]),
    );
    expect(titlesIn('Featured Events')).toEqual([
      'Upcoming Cup 1',
      'Upcoming Cup 2',
      'Upcoming Cup 3',
    ]);
    expect(titlesIn('Upcoming Events')).toEqual([
      'Upcoming Cup 4',
      'Upcoming Cup 5',
      'Upcoming Cup 6',
    ]);
    expect(titlesIn('Past events')).toEqual(['Kolkata Box Cricket League']);
    expect(within(region('Past events')).getByTestId('event-card').textContent).toContain(
      'Completed',
    );
    for (const name of ['Featured Events', 'Upcoming Events'])
      expect(region(name).textContent).not.toContain('Completed');
  });

  it('links the referee desk on WhatsApp without showing its number, and to sponsoring', async () => {
    const view = drawHome();
    const referee = await screen.findByRole('link', { name: 'Find a Referee' });
    await screen.findByText('Upcoming Cup 1');
    const href = referee.getAttribute('href') ?? '';
    expect(href).toMatch(new RegExp(`^https://wa\\.me/${REFEREE}\\?text=`));
    expect(new URL(href).searchParams.get('text')).toContain('referee');
    expect(referee.getAttribute('target')).toBe('_blank');
    expect(referee.getAttribute('rel')).toMatch(/noopener/);
    expect(document.body.textContent).not.toContain(REFEREE);

    const numbers = region('Our Numbers');
    for (const stat of ['100+', 'Users', 'Organisers', 'Sports Events'])
      expect(numbers.textContent).toContain(stat);
    fireEvent.click(screen.getByRole('link', { name: 'Become a Sponsor' }));
    await screen.findByText('Contact page');
    expect(view.location().pathname).toBe('/contactUs');
  });

  describe('in Hindi', () => {
    afterEach(() => speak('en'));

    it('speaks Hindi, the referee request too, and keeps the events as they are', async () => {
      speak('hi');
      drawHome();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('अपना खेल खोजें');
      expect(screen.queryByText('Discover Your Sport')).toBeNull();
      await screen.findByText('Upcoming Cup 1');
      expect(
        within(region('खास इवेंट'))
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Upcoming Cup 1', 'Upcoming Cup 2', 'Upcoming Cup 3']);
      const referee = await screen.findByRole('link', { name: 'रेफ़री खोजें' });
      expect(new URL(referee.getAttribute('href')!).searchParams.get('text')).toContain('रेफ़री');
    });
  });
});
