// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transfer } from '../../../shared/changes/schemas';
import type { MyCertificate } from '../../../shared/competition/certificates';
import type { WaitlistEntry } from '../../../shared/places/places';
import type { RefundRow } from '../../../shared/refunds/schemas';
import type { PublicUser } from '../../../shared/users/user';
import '../../test/component-kit';
import {
  eventCategory,
  openEvent,
  PLAYER,
  registration,
  renderAt,
} from '../../test/participation-fixtures';
import { scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import DashboardPage from './DashboardPage';

// A participant's dashboard in English and in Hindi (issue 29): the sections around their
// registrations (gate duty, waitlists, hand-overs, results, refunds) and the payment reminder,
// each in the page's language.

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => auth }));

const SINGLES = eventCategory('c'.repeat(24), 'Open Singles', { price: 499 });
const EVENT = openEvent([SINGLES]);
const ID = (n: number) => String(n).repeat(24);

const pending = (n: number) =>
  registration(EVENT, SINGLES, {
    id: ID(n),
    payment_status: 'created',
    amount_paid: 499,
    captured_at: null,
  });

const OFFER: WaitlistEntry = {
  id: ID(5),
  event_id: EVENT.id,
  category_id: SINGLES.category_id,
  category_name: 'Open Singles',
  event_title: 'Pune Monsoon Open',
  participant_id: PLAYER.id,
  name: PLAYER.name,
  dependant_id: null,
  team_name: null,
  status: 'offered',
  position: null,
  offered_at: '2026-11-27T03:00:00.000Z',
  offer_expires_at: '2026-11-28T03:00:00.000Z',
  participation_id: null,
  created_at: '2026-11-20T03:00:00.000Z',
};

const TRANSFER: Transfer = {
  id: ID(6),
  participation_id: ID(7),
  event: { id: EVENT.id, title: 'Nagpur Chess Classic', start_date: '2026-12-10' },
  category_name: 'Under 15',
  needs_weight: false,
  from: { name: 'Ravi Kumar', email: 'ravi@example.test' },
  to: { name: PLAYER.name, email: PLAYER.email },
  status: 'offered',
  created_at: '2026-11-26T03:00:00.000Z',
};

const CERTIFICATE: MyCertificate = {
  code: 'MDC-7Q2K9',
  valid: true,
  status: 'valid',
  reason: null,
  name: PLAYER.name,
  kind: 'achievement',
  rank: 1,
  walkover: false,
  title: 'Certificate of achievement — 1st place / Gold',
  event_id: EVENT.id,
  event_title: 'Thane Winter Cup',
  category: 'Open Singles',
  sport: 'Badminton',
  start_date: '2026-01-10',
  issued_at: '2026-01-11T03:00:00.000Z',
};

const REFUND: RefundRow = {
  id: ID(8),
  participation_id: ID(9),
  event: { id: EVENT.id, title: 'Goa Beach Volley' },
  category_name: 'Pairs',
  participant: null,
  amount: 250,
  currency: 'INR',
  reason: 'participant_cancelled',
  note: null,
  status: 'refund_pending',
  payment_id: 'pay_1',
  provider_refund_id: null,
  attempts: 0,
  last_error: null,
  created_at: '2026-11-20T03:00:00.000Z',
  processed_at: null,
};

function draw() {
  auth.user = PLAYER;
  scriptedApi({
    'GET /event/participate': () => ({ data: [pending(1), pending(2)], next_cursor: null }),
    'GET /event/gate-duties': () => [
      { event_id: ID(3), title: 'Chennai Kabaddi League', start_date: '2026-12-01' },
    ],
    'GET /event/waitlist': () => [OFFER],
    'GET /event/transfers': () => [TRANSFER],
    'GET /teams': () => [],
    'GET /certificates/mine': () => ({ data: [CERTIFICATE], next_cursor: null }),
    'GET /refunds': () => ({ data: [REFUND], next_cursor: null }),
  });
  renderAt({ '/app/dashboard': <DashboardPage /> }, '/app/dashboard');
}

const section = (name: string) => screen.getByRole('region', { name });

describe("a participant's dashboard", () => {
  it('says how many registrations wait for their payment, with the link to them', async () => {
    draw();
    const alert = await screen.findByText(/registrations are waiting for payment/);
    expect(alert.textContent).toBe(
      '2 registrations are waiting for payment. Complete payment to confirm your place.',
    );
    expect(within(alert).getByRole('link', { name: 'Complete payment' }).getAttribute('href')).toBe(
      '#payment-pending',
    );
  });

  describe('in Hindi', () => {
    afterEach(() => speak('en'));

    it('shows its headings, sections, buttons and the payment reminder in Hindi', async () => {
      speak('hi');
      draw();
      expect(await screen.findByRole('heading', { name: 'डैशबोर्ड' })).toBeTruthy();
      expect(screen.getByText(/^फिर से स्वागत है, Kavya/)).toBeTruthy();

      const alert = await screen.findByText(/रजिस्ट्रेशन का पेमेंट बाकी है/);
      expect(alert.textContent).toBe(
        '2 रजिस्ट्रेशन का पेमेंट बाकी है। अपनी जगह पक्की करने के लिए पेमेंट पूरा करें।',
      );
      expect(
        within(section('पेमेंट बाकी')).getAllByRole('button', { name: 'पेमेंट पूरा करें' }),
      ).toHaveLength(2);
      expect(within(section('आने वाले इवेंट')).getByText('कोई आने वाला इवेंट नहीं')).toBeTruthy();
      expect(within(section('दूसरे इवेंट')).getByText('कोई इवेंट नहीं')).toBeTruthy();

      const gate = await screen.findByRole('region', { name: 'गेट ड्यूटी' });
      expect(within(gate).getByRole('link', { name: 'चेक-इन खोलें' })).toBeTruthy();

      const waitlist = await screen.findByRole('region', { name: 'वेटलिस्ट' });
      expect(within(waitlist).getByText('जगह ऑफ़र हुई')).toBeTruthy();
      expect(within(waitlist).getByRole('button', { name: 'स्वीकार करें और पेमेंट करें' })).toBeTruthy();
      expect(within(waitlist).getByRole('button', { name: 'मना करें' })).toBeTruthy();

      const handOvers = await screen.findByRole('region', { name: 'जगह सौंपना' });
      expect(within(handOvers).getByText('आपको जगह ऑफ़र की गई')).toBeTruthy();
      expect(within(handOvers).getByText(/Ravi Kumar की ओर से/)).toBeTruthy();
      expect(within(handOvers).getByRole('button', { name: 'जगह स्वीकार करें' })).toBeTruthy();

      const results = await screen.findByRole('region', { name: 'नतीजे और सर्टिफ़िकेट' });
      expect(within(results).getByText(/के लिए Certificate of achievement/)).toBeTruthy();
      expect(within(results).getByRole('link', { name: 'जाँचें' })).toBeTruthy();

      const refunds = await screen.findByRole('region', { name: 'रिफ़ंड' });
      expect(within(refunds).getByText('रिफ़ंड आ रहा है')).toBeTruthy();
      expect(within(refunds).getByRole('link', { name: 'क्रेडिट नोट' })).toBeTruthy();
    });
  });
});
