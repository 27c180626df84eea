// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApi } from '../../test/component-kit';
import { eventCategory, openEvent, registration } from '../../test/participation-fixtures';
import { speak } from '../../test/speak';
import { CancelEventButton } from './CancelEventDialog';
import { CancelRegistrationDialog } from './CancelRegistrationDialog';
import { RemoveRegistrationButton } from './RemoveRegistrationDialog';

// The three ways a registration ends with its money back (issue 16), as their dialogs say it, in
// English and in Hindi (issue 29): the participant cancels, the host removes, the host cancels
// the whole event. What the server refunds is src/server/refunds/*.test.ts.

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('../../components/toast', () => ({ toast }));

const SINGLES = eventCategory('c'.repeat(24), 'Open singles', { price: 1000 });
const EVENT = openEvent([SINGLES], { title: 'Monsoon Open' });
const PAID = registration(EVENT, SINGLES, { amount_paid: 1000, competitor_name: 'Asha Rao' });

const QUOTE = {
  refund_amount: 750,
  fee: 250,
  amount_paid: 1000,
  percent: 75,
  // The server's English words; the dialog says the step from its percent and last day.
  policy_step: '75 % refund until 08 December, 2026',
  policy_step_until: '2026-12-08',
};

beforeEach(() => {
  vi.clearAllMocks();
  fakeApi({
    'GET /event/participate/:id/refund-quote': QUOTE,
    'POST /event/participate/:id/cancel': { refund_amount: 750, status: 'refund_pending' },
    'POST /event/participate/:id/remove': { refund_amount: 1000, status: 'refund_pending' },
  });
});
afterEach(() => speak('en'));

describe('cancelling a registration', () => {
  it('says what comes back, then cancels', async () => {
    renderWithApi(<CancelRegistrationDialog registration={PAID} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this registration?' });
    const quote = await within(dialog).findByTestId('refund-quote');
    expect(quote.textContent).toContain('You get back ₹750.00 of the ₹1,000.00 you paid.');
    expect(quote.textContent).toContain(
      '75 % refund until 08 December, 2026 · a cancellation fee of ₹250.00 is kept.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Your registration is cancelled. A refund of ₹750.00 is on its way.',
      ),
    );
  });

  it('speaks Hindi', async () => {
    speak('hi');
    renderWithApi(<CancelRegistrationDialog registration={PAID} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'यह रजिस्ट्रेशन रद्द करें?' });
    const quote = await within(dialog).findByTestId('refund-quote');
    expect(quote.textContent).toContain('आपके दिए ₹1,000.00 में से ₹750.00 आपको वापस मिलेंगे।');
    expect(quote.textContent).toContain(
      '08 दिसंबर, 2026 तक 75% रिफ़ंड · ₹250.00 कैंसिलेशन फ़ीस काटी जाएगी।',
    );
    expect(quote.textContent).not.toContain('December');
    expect(within(dialog).getByRole('button', { name: 'रजिस्ट्रेशन रहने दें' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'रजिस्ट्रेशन रद्द करें' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'आपका रजिस्ट्रेशन रद्द हो गया है। ₹750.00 का रिफ़ंड भेजा जा रहा है।',
      ),
    );
  });

  it('says when refunds ended, or that there never were any, in Hindi', async () => {
    speak('hi');
    const noRefund = { ...QUOTE, refund_amount: 0, fee: 0, percent: 0 };
    fakeApi({
      'GET /event/participate/:id/refund-quote': {
        ...noRefund,
        policy_step: 'No refund after 08 December, 2026',
      },
    });
    const { unmount } = renderWithApi(
      <CancelRegistrationDialog registration={PAID} open onClose={() => {}} />,
    );
    const quote = await screen.findByTestId('refund-quote');
    expect(quote.textContent).toContain('कोई रिफ़ंड नहीं बनता: आपने ₹1,000.00 दिए थे।');
    expect(quote.textContent).toContain('08 दिसंबर, 2026 के बाद कोई रिफ़ंड नहीं।');
    unmount();

    fakeApi({
      'GET /event/participate/:id/refund-quote': {
        ...noRefund,
        policy_step: 'No refund',
        policy_step_until: null,
      },
    });
    renderWithApi(<CancelRegistrationDialog registration={PAID} open onClose={() => {}} />);
    expect((await screen.findByTestId('refund-quote')).textContent).toContain('कोई रिफ़ंड नहीं।');
  });
});

describe('removing a registration, and cancelling the event', () => {
  it('asks the host in English', async () => {
    renderWithApi(
      <>
        <RemoveRegistrationButton registration={PAID} categoryName="Open singles" />
        <CancelEventButton event={EVENT} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Asha Rao and refund' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove this registration?' });
    expect(remove.textContent).toContain(
      'Asha Rao is removed from Open singles and refunded ₹1,000.00 in full.',
    );
    expect(within(remove).getByRole('textbox', { name: /^Reason, mailed/ })).toBeTruthy();
    fireEvent.click(within(remove).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    expect(cancel.textContent).toContain('Monsoon Open will be marked cancelled on every page');
    expect(
      within(cancel).getByRole('button', { name: 'Cancel event and refund all' }),
    ).toBeTruthy();
  });

  it('asks the host in Hindi', async () => {
    speak('hi');
    renderWithApi(
      <>
        <RemoveRegistrationButton registration={PAID} categoryName="Open singles" />
        <CancelEventButton event={EVENT} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Asha Rao को हटाएँ और रिफ़ंड करें' }));
    const remove = await screen.findByRole('dialog', { name: 'यह रजिस्ट्रेशन हटाएँ?' });
    expect(remove.textContent).toContain(
      'Asha Rao को Open singles से हटाया जाएगा और ₹1,000.00 पूरे रिफ़ंड किए जाएँगे।',
    );
    fireEvent.change(within(remove).getByRole('textbox', { name: /^कारण/ }), {
      target: { value: 'Entered twice' },
    });
    fireEvent.click(within(remove).getByRole('button', { name: 'हटाएँ और रिफ़ंड करें' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Asha Rao को हटा दिया गया। ₹1,000.00 रिफ़ंड किए जा रहे हैं।',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'इवेंट रद्द करें' }));
    const cancel = await screen.findByRole('dialog', { name: 'यह इवेंट रद्द करें?' });
    expect(within(cancel).getByRole('textbox', { name: /^खिलाड़ियों के लिए कारण/ })).toBeTruthy();
    expect(within(cancel).getByRole('button', { name: 'इवेंट रद्द करें और सबको रिफ़ंड दें' })).toBeTruthy();
    expect(within(cancel).getByRole('button', { name: 'इवेंट रहने दें' })).toBeTruthy();
  });
});
