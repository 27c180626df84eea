// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Gate } from '../../../shared/checkin/schemas';
import { DID_NOT_MAKE_WEIGHT } from '../../../shared/checkin/weighin';
import type { Event } from '../../../shared/events/schemas';
import '../../test/component-kit';
import { makeCategory, makeEvent, makeUser, renderRoutes } from '../../test/event-fixtures';
import { scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import CheckInPage from './CheckInPage';
import { GateEntryRow } from './GateEntryRow';

// The gate on event day (issue 17) in English and in Hindi (issue 29): the counts, a scan's
// answer, no-shows and a weigh-in row. What the gate holds is the server's (src/server/gate).

const HOST = makeUser('Host');
vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: HOST }) }));
// No camera in jsdom: the scanner says so, as on a phone without one.
vi.mock('qr-scanner', () => ({
  default: class {
    start = () => Promise.reject(new Error('no camera'));
    stop = () => {};
    destroy = () => {};
  },
}));
// No IndexedDB in jsdom: nothing waits on the device.
vi.mock('./offline-queue', () => ({
  pendingScans: async () => [],
  queueScan: async () => [],
  keepScans: async () => {},
  deviceId: () => 'device-test',
}));

const SINGLES = makeCategory('Open Singles', { min_weight_allowed: 55, max_weight_allowed: 60 });
const EVENT: Event = makeEvent({
  categories: [
    { ...makeEvent().categories[0]!, category_id: SINGLES.id, category_details: SINGLES },
  ],
});

const GATE: Gate = {
  counts: [
    {
      category_id: SINGLES.id,
      category_name: 'Open Singles',
      checked_in: 3,
      registered: 10,
      no_show: 2,
      out: 1,
      not_arrived: 4,
    },
  ],
  entries: [],
};

const ALREADY = {
  status: 'already',
  checkin_id: 'k'.repeat(24),
  at: '2026-12-12T05:00:00.000Z',
  by: 'gate@matchday.test',
  participation_id: 'p'.repeat(24),
  member_index: 0,
  name: 'Asha Rao',
  category_name: 'Open Singles',
  team_name: null,
  payment_status: 'paid',
};

function openGate() {
  scriptedApi({
    'GET /events/:id': () => EVENT,
    'GET /event/checkin': () => GATE,
    'POST /event/checkin': () => ALREADY,
  });
  return renderRoutes(
    { '/app/events/:eventId/check-in': <CheckInPage /> },
    `/app/events/${EVENT.id}/check-in`,
  );
}

type Entry = Gate['entries'][number];
const entry = (over: Partial<Entry> = {}): Entry => ({
  participation_id: 'p'.repeat(24),
  member_index: 0,
  name: 'Asha Rao',
  email: 'asha@example.test',
  phone: '9876501234',
  category_id: SINGLES.id,
  category_name: 'Open Singles',
  team_name: 'Smashers',
  checkin: null,
  weigh_in: null,
  status: 'expected',
  status_reason: null,
  ...over,
});
const weighed = (weight_kg: number) => ({
  participation_id: 'p'.repeat(24),
  member_index: 0,
  weight_kg,
  within_limits: weight_kg >= 55 && weight_kg <= 60,
  min: 55,
  max: 60,
  at: '2026-12-12T04:00:00.000Z',
  by: 'gate@matchday.test',
});

function row(e: Entry) {
  scriptedApi({});
  return renderRoutes(
    { '/': <GateEntryRow entry={e} event={EVENT} host onCheckIn={() => {}} /> },
    '/',
  );
}

describe('the gate in English', () => {
  it('counts, answers a scan and asks before marking no-shows', async () => {
    openGate();
    await screen.findByText('2 no-show · 1 out');
    screen.getByRole('heading', { name: 'Check-in' });
    screen.getByRole('progressbar', { name: 'Open Singles checked in' });
    await screen.findByText(
      'The camera is not available here: search by name below, or type the ticket code.',
    );
    fireEvent.change(screen.getByLabelText('Ticket code'), { target: { value: 'token.sig' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const result = await screen.findByTestId('gate-result');
    expect(result.textContent).toContain('Already checked in at 10:30 by gate@matchday.test');
    expect(result.textContent).toContain('Open Singles · Paid');
    fireEvent.click(screen.getByRole('button', { name: 'Mark no-shows' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      '4 registrations have not checked in. Their registrations are marked no-show so the draw can start.',
    );
  });

  it('shows a row’s team, its out and its weight', () => {
    row(entry({ status: 'out', status_reason: DID_NOT_MAKE_WEIGHT, weigh_in: weighed(62.4) }));
    screen.getByText('Out · Did not make weight');
    screen.getByText('62.4 kg · outside');
    screen.getByText('55–60 kg');
    expect(screen.getByTestId('gate-entry').textContent).toContain('Open Singles · Team Smashers');
  });
});

describe('the gate in Hindi', () => {
  afterEach(() => speak('en'));

  it('counts, answers a scan and asks before marking no-shows in Hindi', async () => {
    speak('hi');
    openGate();
    await screen.findByText('2 अनुपस्थित · 1 बाहर');
    screen.getByRole('heading', { name: 'चेक-इन' });
    screen.getByRole('heading', { name: 'चेक-इन हो चुके' });
    screen.getByRole('link', { name: 'ड्रॉ और नतीजे' });
    screen.getByLabelText('नाम, ईमेल, फ़ोन या टीम से खोजें');
    await screen.findByRole('switch', { name: 'वज़न जाँच की सूची' });
    await screen.findByText('यहाँ कैमरा उपलब्ध नहीं है: नीचे नाम से खोजें, या टिकट कोड टाइप करें।');
    fireEvent.change(screen.getByLabelText('टिकट कोड'), { target: { value: 'token.sig' } });
    fireEvent.click(screen.getByRole('button', { name: 'जाँचें' }));
    const result = await screen.findByTestId('gate-result');
    expect(result.textContent).toContain('पहले ही चेक-इन हो चुका है');
    expect(result.textContent).toContain('10:30 बजे gate@matchday.test ने पहले ही चेक-इन किया');
    expect(result.textContent).toContain('पेमेंट हो चुका');
    fireEvent.click(screen.getByRole('button', { name: 'अनुपस्थित मार्क करें' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('अनुपस्थित मार्क करें?');
    expect(dialog.textContent).toContain('4 रजिस्ट्रेशन का चेक-इन नहीं हुआ है।');
    within(dialog).getByRole('button', { name: 'अभी नहीं' });
  });

  it('shows a row’s out, its weight and the host’s choices in Hindi', () => {
    speak('hi');
    row(entry({ status: 'out', status_reason: DID_NOT_MAKE_WEIGHT, weigh_in: weighed(62.4) }));
    screen.getByText('बाहर · वज़न सीमा में नहीं');
    screen.getByText('62.4 kg · सीमा से बाहर');
    expect(screen.getByTestId('gate-entry').textContent).toContain('टीम Smashers');
    screen.getByRole('button', { name: 'चेक-इन करें' });
  });

  it('weighs in and offers a move in Hindi', () => {
    speak('hi');
    row(entry({ weigh_in: weighed(62.4) }));
    screen.getByRole('button', { name: 'वज़न सीमा में नहीं' });
    fireEvent.click(screen.getByRole('button', { name: 'फिर से वज़न करें' }));
    screen.getByLabelText('वज़न (kg)');
    screen.getByText('एक दशमलव तक, जैसा तराज़ू दिखाए');
    screen.getByRole('button', { name: 'सेव करें' });
    fireEvent.click(screen.getByRole('button', { name: 'दूसरी कैटेगरी में भेजें' }));
    const dialog = screen.getByRole('dialog');
    within(dialog).getByText('Asha Rao की कैटेगरी बदलें');
    within(dialog).getByText('इस इवेंट की कोई और कैटेगरी 62.4 kg के लिए नहीं है।');
    within(dialog).getByRole('button', { name: 'बंद करें' });
  });
});
