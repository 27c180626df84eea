// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobProgress, MessageRow } from '../../../shared/api/schemas/messages';
import '../../test/component-kit';
import { makeEvent, renderRoutes } from '../../test/event-fixtures';
import { refuse, scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import { MessageHostsButton } from './MessageHostsButton';
import { MessagesPanel } from './MessagesPanel';

// Messages (issue 27) on the event's page: the dialog previews how many a filter reaches, shows
// the server's limit text, and follows the sending with a progress bar. The rules themselves are
// the server's (src/server/toolkit/messages/messages.test.ts).

const LIMIT =
  'You can send up to 3 messages per event in 24 hours. You can send the next one after 14:05.';
const JOB = 'a'.repeat(24);

const event = makeEvent();
const categoryId = event.categories[0]!.category_id;

type Body = { dry_run?: boolean; filter?: { category_id?: string; payment_status?: string } };

function draw(answers: Parameters<typeof scriptedApi>[0], past: MessageRow[] = []) {
  const api = scriptedApi({ 'GET /events/:id/messages': () => past, ...answers });
  renderRoutes({ '/app/e': <MessagesPanel event={event} /> }, '/app/e');
  return api;
}

/** Opens the dialog and writes a valid message. */
async function write() {
  fireEvent.click(screen.getByRole('button', { name: 'Write a message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Message participants' });
  fireEvent.change(within(dialog).getByLabelText(/Subject/), {
    target: { value: 'Weigh-in moved to 8 AM' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Message/ }), {
    target: { value: 'Weigh-in is now at 8 AM in Hall B.' },
  });
  return dialog;
}

/** Reaches 42, or 30 of them when only the paid, or 12 in the category. */
const reach = (body: Body) =>
  body.filter?.payment_status === 'paid' ? 30 : body.filter?.category_id ? 12 : 42;

describe('message participants', () => {
  it('previews how many people the filters reach, counted again when they change', async () => {
    const api = draw({
      'POST /events/:id/messages': ({ body }) => ({ recipients: reach(body as Body) }),
    });
    const dialog = await write();
    const line = within(dialog).getByTestId('message-reach');
    await waitFor(() => expect(line.textContent).toBe('This reaches 42 people.'));

    fireEvent.change(within(dialog).getByLabelText('Payment'), { target: { value: 'paid' } });
    await waitFor(() => expect(line.textContent).toBe('This reaches 30 people.'));
    fireEvent.change(within(dialog).getByLabelText('Payment'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Category'), {
      target: { value: categoryId },
    });
    await waitFor(() => expect(line.textContent).toBe('This reaches 12 people.'));
    // Every count was a dry run; nothing was sent.
    const sent = api.sent('POST /events/:id/messages') as Body[];
    expect(sent.every((b) => b.dry_run === true)).toBe(true);
    expect(sent.at(-1)!.filter).toEqual({ category_id: categoryId });
  });

  it('shows the limit’s text in the dialog when the server refuses (429)', async () => {
    draw({
      'POST /events/:id/messages': ({ body }) =>
        (body as Body).dry_run ? { recipients: 42 } : refuse(429, LIMIT),
    });
    const dialog = await write();
    await within(dialog).findByText('This reaches 42 people.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(LIMIT);
    // Still writing: the text stays for another try later.
    expect((within(dialog).getByLabelText(/Subject/) as HTMLInputElement).value).toBe(
      'Weigh-in moved to 8 AM',
    );
  });

  it('follows the sending with a progress bar until everyone has it', async () => {
    const answers: JobProgress[] = [20, 42].map((done) => ({
      id: JOB,
      kind: 'message',
      status: done === 42 ? 'sent' : 'sending',
      total: 42,
      done,
      created_at: '2026-11-27T08:00:00.000Z',
      finished_at: done === 42 ? '2026-11-27T08:00:05.000Z' : null,
    }));
    const api = draw({
      'POST /events/:id/messages': ({ body }) =>
        (body as Body).dry_run ? { recipients: 42 } : { job_id: JOB, recipients: 42 },
      'GET /jobs/:id': () => answers.shift() ?? { ...answers.at(-1) },
    });
    const dialog = await write();
    await within(dialog).findByText('This reaches 42 people.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Sending progress' });
    await within(dialog).findByText('Sent to 20 of 42');
    expect(bar.getAttribute('aria-valuenow')).toBe('48');
    await within(dialog).findByText('Sent to 42 of 42', {}, { timeout: 3000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
    // Polling stopped once sent.
    const polls = api.count('GET /jobs/:id');
    await new Promise((r) => setTimeout(r, 1200));
    expect(api.count('GET /jobs/:id')).toBe(polls);
  });

  it('lists the messages sent, newest first, with whom each reached', async () => {
    draw({}, [
      {
        id: JOB,
        subject: 'Weigh-in moved',
        // 08:35 UTC is 2:05 PM in India.
        created_at: '2026-11-27T08:35:00.000Z',
        total: 42,
        sent: 42,
        status: 'sent',
        filter: { category_id: categoryId, payment_status: 'paid' },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Messages sent' });
    expect(list.textContent).toContain('Weigh-in moved');
    expect(list.textContent).toContain('27 November, 2026, 2:05 PM · Open 11-a-side · Paid');
    expect(list.textContent).toContain('Sent to 42 of 42');
  });
});

describe('an admin messages all hosts', () => {
  it('counts every host and sends to /admin/messages, with no event filters', async () => {
    const api = scriptedApi({ 'POST /admin/messages': () => ({ recipients: 17 }) });
    renderRoutes({ '/app/users': <MessageHostsButton /> }, '/app/users');
    fireEvent.click(screen.getByRole('button', { name: 'Message all hosts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message all hosts' });
    await within(dialog).findByText('This reaches 17 people.');
    expect(within(dialog).queryByLabelText('Category')).toBeNull();
    expect(api.sent('POST /admin/messages')).toEqual([{ dry_run: true }]);
  });
});

describe('the draft’s checks', () => {
  it('tells a too-short subject and message in the shared schema’s words, before sending', async () => {
    const api = draw({ 'POST /events/:id/messages': () => ({ recipients: 42 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Write a message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message participants' });
    fireEvent.change(within(dialog).getByLabelText(/Subject/), { target: { value: ' ab ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Message/ }), {
      target: { value: 'Too short' },
    });
    await within(dialog).findByText('This reaches 42 people.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Subject must be at least 3 characters')).toBeTruthy();
    expect(within(dialog).getByText('Message must be at least 10 characters')).toBeTruthy();
    const sent = api.sent('POST /events/:id/messages') as Body[];
    expect(sent.every((b) => b.dry_run === true)).toBe(true);
  });
});

describe('in Hindi', () => {
  afterEach(() => speak('en'));

  it('writes the panel, its past messages and the dialog in Hindi', async () => {
    speak('hi');
    draw(
      {
        'POST /events/:id/messages': ({ body }) =>
          (body as Body).dry_run ? { recipients: reach(body as Body) } : refuse(429, LIMIT),
      },
      [
        {
          id: JOB,
          subject: 'Weigh-in moved',
          created_at: '2026-11-27T08:35:00.000Z',
          total: 42,
          sent: 20,
          status: 'sending',
          filter: { payment_status: 'pending' },
        },
      ],
    );
    const panel = screen.getByRole('region', { name: 'खिलाड़ियों को मैसेज भेजें' });
    expect(panel.textContent).toContain('24 घंटे में ज़्यादा से ज़्यादा 3 मैसेज।');
    const list = await screen.findByRole('list', { name: 'भेजे गए मैसेज' });
    expect(list.textContent).toContain('पेमेंट बाकी · भेजा जा रहा है: 42 में से 20 को भेजा गया');
    expect(
      within(list).getByRole('progressbar', { name: 'Weigh-in moved भेजा जा रहा है' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'मैसेज लिखें' }));
    const dialog = await screen.findByRole('dialog', { name: 'खिलाड़ियों को मैसेज भेजें' });
    const line = within(dialog).getByTestId('message-reach');
    await waitFor(() => expect(line.textContent).toBe('यह मैसेज 42 लोगों तक पहुँचेगा।'));
    expect(within(dialog).getByLabelText('पेमेंट')).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'सभी कैटेगरी' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'भेजें' }));
    expect(await within(dialog).findByText('विषय कम से कम 3 अक्षरों का होना चाहिए')).toBeTruthy();
    expect(within(dialog).getByText('मैसेज कम से कम 10 अक्षरों का होना चाहिए')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });

  it('counts all hosts in Hindi', async () => {
    speak('hi');
    scriptedApi({ 'POST /admin/messages': () => ({ recipients: 1 }) });
    renderRoutes({ '/app/users': <MessageHostsButton /> }, '/app/users');
    fireEvent.click(screen.getByRole('button', { name: 'सभी होस्ट को मैसेज भेजें' }));
    const dialog = await screen.findByRole('dialog', { name: 'सभी होस्ट को मैसेज भेजें' });
    await within(dialog).findByText('यह मैसेज 1 व्यक्ति तक पहुँचेगा।');
  });
});
