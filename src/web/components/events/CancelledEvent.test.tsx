// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Event } from '../../../shared/events/schemas';
import EventDetailsPage from '../../pages/public/EventDetailsPage';
import { fakeApi } from '../../test/component-kit';
import { inDays, makeEvent, renderRoutes } from '../../test/event-fixtures';
import { EventCard } from './EventCard';

// Issue 16: an event its host cancelled says so, with the reason, on its public page and its
// card, and takes no more registrations; before, an open event offers Participate Now to a guest.
// Moved here from e2e/refund-policy.spec.ts (issue 25). The server's side (the public read has
// cancelled_at and cancel_reason, registration closed, still listed by the search) is
// src/server/money/refunds/refunds.test.ts › "cancels an event: …".

vi.mock('../../auth/auth-context', () => ({
  useAuth: () => ({ user: null, isAuthenticated: false, loading: false, isSessionTimeOut: false }),
}));

const REASON = 'The ground is flooded after the rains';
const open = makeEvent({ title: 'Whitefield Cancelled Cup' });
const cancelled: Event = {
  ...open,
  registration_state: 'closed',
  cancelled_at: new Date().toISOString(),
  cancel_reason: REASON,
};

function drawPage(event: Event) {
  fakeApi({ 'GET /events/:id': event });
  return renderRoutes(
    { '/events/event-details/:eventId': <EventDetailsPage /> },
    `/events/event-details/${event.id}`,
  );
}

const drawCard = (event: Event) =>
  renderRoutes({ '/events': <EventCard event={event} /> }, '/events');

describe('a cancelled event', () => {
  it('its page says so with the reason, offers no Participate Now, and refunds in full', async () => {
    const view = drawPage(open);
    await screen.findByRole('heading', { level: 1, name: open.title });
    expect(screen.getByRole('link', { name: 'Participate Now' })).toBeTruthy();
    expect(screen.queryByTestId('event-cancelled')).toBeNull();
    view.unmount();

    drawPage(cancelled);
    await screen.findByRole('heading', { level: 1, name: cancelled.title });
    const banner = screen.getByTestId('event-cancelled');
    expect(banner.textContent).toContain('This event has been cancelled');
    expect(banner.textContent).toContain(`Reason: ${REASON}`);
    expect(screen.queryByText('Registration has been closed Now !!')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Participate Now' })).toBeNull();
    expect(screen.getByTestId('refund-policy').textContent).toContain('refunded in full');
  });

  it('its card says Cancelled, not Registration closed or open', () => {
    // Registration ended yesterday: without the cancellation, the card says it is closed.
    const ended = { registration_start_date: inDays(-10), registration_end_date: inDays(-1) };
    const view = drawCard({ ...open, ...ended, registration_state: 'closed' });
    expect(document.body.textContent).toContain('Registration closed');
    view.unmount();

    for (const event of [cancelled, { ...cancelled, ...ended }]) {
      const card = drawCard(event);
      expect(screen.getByText(cancelled.title)).toBeTruthy();
      expect(document.body.textContent).toContain('Cancelled');
      expect(document.body.textContent).not.toMatch(/Registration (closed|open)/);
      card.unmount();
    }
  });
});
