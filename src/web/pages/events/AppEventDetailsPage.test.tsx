// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../shared/users/user';
import { fakeApi } from '../../test/component-kit';
import { inDays, makeEvent, makeUser, renderRoutes } from '../../test/event-fixtures';
import { speak } from '../../test/speak';
import AppEventDetailsPage from './AppEventDetailsPage';

// /app/events/event-details/{id} for the event's host (§2, issue 13): a draft's note, Edit,
// Publish and Delete with its confirmation, in English and in Hindi. Publishing and deleting
// themselves are the server's (src/server/events/lifecycle.test.ts) and e2e.

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: auth.user }) }));

/** A host's draft nobody registered for; its window already open when `openNow`. */
function drawDraft(openNow = false) {
  auth.user = makeUser('Host');
  const event = makeEvent({
    title: 'Jayanagar Draft Cup',
    status: 'draft',
    has_registrations: false,
    registration_state: openNow ? 'open' : 'not_open',
    ...(openNow
      ? { registration_start_date: inDays(-2) }
      : { registration_start_date: inDays(5), registration_end_date: inDays(10) }),
  });
  fakeApi({ [`GET /events/${event.id}/manage`]: event });
  renderRoutes(
    { '/app/events/event-details/:eventId': <AppEventDetailsPage /> },
    `/app/events/event-details/${event.id}`,
  );
  return event;
}

describe("a host's draft in the app", { timeout: 30_000 }, () => {
  afterEach(() => speak('en'));

  it('notes the draft, and asks before deleting it', async () => {
    drawDraft(true);
    expect(
      await screen.findByText(
        'Draft: only you and admins can see this event until it is published. Registration will open as soon as you publish, because its start is already past.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All events' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    expect(
      within(dialog).getByText(
        'Jayanagar Draft Cup will be removed for good. Nobody has registered for it yet.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete event' })).toBeTruthy();
  });

  it('speaks Hindi, and keeps the title as the host typed it', async () => {
    speak('hi');
    drawDraft();
    expect(
      await screen.findByText('ड्राफ़्ट: पब्लिश होने तक यह इवेंट सिर्फ़ आपको और एडमिन को दिखता है।'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी इवेंट' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'एडिट करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पब्लिश करें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'डिलीट करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'यह इवेंट डिलीट करें?' });
    expect(
      within(dialog).getByText(
        'Jayanagar Draft Cup हमेशा के लिए हटा दिया जाएगा। अभी तक इसमें किसी ने रजिस्टर नहीं किया है।',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रहने दें' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'इवेंट डिलीट करें' })).toBeTruthy();
  });
});
