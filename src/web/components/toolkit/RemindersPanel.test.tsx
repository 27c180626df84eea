// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_TEXT } from '../../../shared/toolkit/reminders';
import '../../test/component-kit';
import { makeEvent, renderRoutes } from '../../test/event-fixtures';
import { refuse, scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import { RemindersPanel, savedText } from './RemindersPanel';
import type { ReminderSettings } from './reminders-api';

// The host's switches for an event's automatic reminders (issue 27): each flip saves all four
// with the new value and says so; a refusal puts the switch back. Which mails go out, and when,
// is the server's (src/server/toolkit/reminders/reminders.test.ts).

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('../toast', () => ({ toast }));

const ALL_ON: ReminderSettings = {
  payment_pending: true,
  before_event: true,
  waitlist_expiring: true,
  closing_soon: true,
  sent: { payment_pending: 12, before_event: 1250, waitlist_expiring: 0, closing_soon: 3 },
};

function draw(answers: Parameters<typeof scriptedApi>[0]) {
  const event = makeEvent();
  const api = scriptedApi(answers);
  renderRoutes(
    { '/app/events/event-details/:id': <RemindersPanel event={event} /> },
    `/app/events/event-details/${event.id}`,
  );
  return { api, event };
}

const switchOf = (label: string) => screen.getByRole('switch', { name: label });

beforeEach(() => vi.clearAllMocks());

describe('the reminders panel', () => {
  it('shows each reminder with when it goes out, its switch and how many went out', async () => {
    draw({ 'GET /events/:id/reminders': () => ALL_ON });
    const section = screen.getByRole('region', { name: 'Automatic reminders' });
    const pending = await within(section).findByRole('switch', {
      name: REMINDER_TEXT.payment_pending.label,
    });
    expect((pending as HTMLInputElement).checked).toBe(true);
    expect(pending.getAttribute('aria-describedby')).toBe('reminder-payment_pending-when');
    expect(screen.getByText(REMINDER_TEXT.payment_pending.when)).toBeTruthy();
    expect(screen.getByTestId('reminder-payment_pending').textContent).toContain('Sent so far: 12');
    expect(screen.getByTestId('reminder-before_event').textContent).toContain('Sent so far: 1,250');
    for (const kind of ['before_event', 'waitlist_expiring', 'closing_soon'] as const)
      expect((switchOf(REMINDER_TEXT[kind].label) as HTMLInputElement).checked).toBe(true);
  });

  it('saves a flip at once with all four, the new value among them, and says so', async () => {
    const { api, event } = draw({
      'GET /events/:id/reminders': () => ALL_ON,
      'PUT /events/:id/reminders': ({ url, body }) => {
        expect(url.pathname).toContain(event.id);
        return { ...ALL_ON, ...(body as object) };
      },
    });
    const label = REMINDER_TEXT.before_event.label;
    fireEvent.click(await screen.findByRole('switch', { name: label }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(savedText('before_event', false)),
    );
    expect(api.sent('PUT /events/:id/reminders')).toEqual([
      { payment_pending: true, before_event: false, waitlist_expiring: true, closing_soon: true },
    ]);
    expect((switchOf(label) as HTMLInputElement).checked).toBe(false);

    // And back on: the saved state is what the next flip builds on.
    fireEvent.click(switchOf(label));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(savedText('before_event', true)),
    );
    expect(api.sent('PUT /events/:id/reminders')[1]).toEqual({
      payment_pending: true,
      before_event: true,
      waitlist_expiring: true,
      closing_soon: true,
    });
    expect((switchOf(label) as HTMLInputElement).checked).toBe(true);
  });

  it('puts the switch back and tells why when the save is refused', async () => {
    draw({
      'GET /events/:id/reminders': () => ALL_ON,
      'PUT /events/:id/reminders': () => refuse(403, 'You do not have permission'),
    });
    const label = REMINDER_TEXT.closing_soon.label;
    fireEvent.click(await screen.findByRole('switch', { name: label }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You do not have permission'));
    expect(toast.success).not.toHaveBeenCalled();
    expect((switchOf(label) as HTMLInputElement).checked).toBe(true);
  });

  it('offers a retry when the reminders cannot be loaded', async () => {
    let fail = true;
    draw({
      'GET /events/:id/reminders': () => (fail ? refuse(500, 'Server error') : ALL_ON),
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(
      await screen.findByRole('switch', { name: REMINDER_TEXT.payment_pending.label }),
    ).toBeTruthy();
  });
});

describe('in Hindi', () => {
  afterEach(() => speak('en'));

  it('names each reminder, its count and the saved toast in Hindi', async () => {
    speak('hi');
    draw({
      'GET /events/:id/reminders': () => ALL_ON,
      'PUT /events/:id/reminders': ({ body }) => ({ ...ALL_ON, ...(body as object) }),
    });
    const section = screen.getByRole('region', { name: 'अपने-आप जाने वाले रिमाइंडर' });
    expect(await within(section).findByRole('switch', { name: 'पेमेंट अभी बाकी है' })).toBeTruthy();
    expect(screen.getByTestId('reminder-before_event').textContent).toContain('अब तक भेजे गए: 1,250');
    expect(screen.getByText(/शुरुआत से 48 घंटे पहले/)).toBeTruthy();
    fireEvent.click(switchOf('इवेंट से दो दिन पहले'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'बंद किया: इवेंट से दो दिन पहले। अब ये रिमाइंडर नहीं भेजे जाएँगे।',
      ),
    );
  });

  it('offers the retry in Hindi', async () => {
    speak('hi');
    draw({ 'GET /events/:id/reminders': () => refuse(500, 'Server error') });
    expect(await screen.findByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    expect(screen.getByText('रिमाइंडर लोड नहीं हो सके।')).toBeTruthy();
  });
});
