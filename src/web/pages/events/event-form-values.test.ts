import { describe, expect, it } from 'vitest';
import { EVENT_TAX_MSG, type Event } from '../../../shared/events/schemas';
import { GST_DEFAULTS } from '../../../shared/money/gst';
import {
  eventFormDefaults,
  eventFormSchema,
  gstToSend,
  knownFieldNames,
  newCategoryEntry,
  newCustomRefundPolicy,
  refundNumber,
  refundPolicyFormValue,
  rosterLockFromInput,
  rosterLockInput,
  type RefundPolicyForm,
} from './event-form-values';

const event: Event = {
  id: '0123456789abcdef01234567',
  title: 'Indiranagar Open',
  start_date: '2026-12-10',
  end_date: '2026-12-10',
  registration_start_date: '2026-11-01',
  registration_end_date: '2026-12-05',
  registration_start_time: '09:00',
  registration_end_time: '18:00',
  event_start_time: null,
  event_end_time: null,
  rewards: 'Medals',
  description: null,
  poster: '/uploads/posters/0123456789abcdef01234567.webp',
  venue_name: 'Test Arena',
  venue_address: 'Indiranagar, Bengaluru 560038',
  city: 'Bengaluru',
  venue_state: 'KA',
  gst: { ...GST_DEFAULTS },
  sports_id: '0123456789abcdef01234568',
  sport_details: { sports_name: 'Football' },
  host_id: '0123456789abcdef01234569',
  host_details: { organisation_name: null, name: 'Host' },
  categories: [
    {
      category_id: '0123456789abcdef0123456a',
      price: 500,
      currency: 'INR',
      capacity: null,
      places_left: null,
      waitlist_count: 0,
      team_payment: 'captain',
      substitutes: 0,
      roster_locks_at: null,
      category_details: {
        id: '0123456789abcdef0123456a',
        name: 'Open',
        sports_id: '0123456789abcdef01234568',
        min_age: null,
        max_age: null,
        min_weight_allowed: null,
        max_weight_allowed: null,
        gender: null,
        participants_in_team: 1,
        is_team_sport: false,
      },
    },
  ],
  status: 'published',
  registration_state: 'open',
  waitlist_offer_hours: null,
  refund_policy: {
    steps: [
      { days_before: 10, percent: 100 },
      { days_before: 3, percent: 50 },
    ],
    fee: 25.5,
  },
  refund_policy_text: 'Full refund until …',
  cancelled_at: null,
  cancel_reason: null,
};

const parse = (refund_policy: RefundPolicyForm | null) =>
  eventFormSchema('edit', false).safeParse({ ...eventFormDefaults(event), refund_policy });

describe('the event form and the refund policy', () => {
  it('shows an event’s policy as typed fields, and the default as null', () => {
    expect(refundPolicyFormValue(event.refund_policy)).toEqual({
      steps: [
        { days_before: '10', percent: '100' },
        { days_before: '3', percent: '50' },
      ],
      fee: '25.5',
    });
    expect(eventFormDefaults({ ...event, refund_policy: null }).refund_policy).toBeNull();
    expect(eventFormDefaults().refund_policy).toBeNull();
  });

  it('sends the policy as the API reads it: numbers, or null for the default', () => {
    const custom = parse(refundPolicyFormValue(event.refund_policy));
    expect(custom.success && custom.data.refund_policy).toEqual(event.refund_policy);
    const byDefault = parse(null);
    expect(byDefault.success && byDefault.data.refund_policy).toBeNull();
  });

  it('asks for an empty number instead of saving it as 0', () => {
    expect(refundNumber('  ')).toBeUndefined();
    expect(refundNumber('7')).toBe('7');
    const fresh = parse(newCustomRefundPolicy());
    expect(fresh.success).toBe(false);
    const paths = fresh.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'refund_policy.steps.0.days_before',
        'refund_policy.steps.0.percent',
      ]),
    );
  });

  it('keeps a step closer to the event from refunding more', () => {
    const result = parse({
      steps: [
        { days_before: '10', percent: '50' },
        { days_before: '3', percent: '100' },
      ],
      fee: '0',
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('refund_policy.steps');
  });

  it('knows the policy’s field names the server may answer with', () => {
    const names = knownFieldNames(eventFormDefaults(event));
    expect(names).toEqual(
      expect.arrayContaining([
        'refund_policy',
        'refund_policy.steps',
        'refund_policy.fee',
        'refund_policy.steps.1.percent',
      ]),
    );
  });
});

describe('the event form and the venue state and GST terms (issue 26)', () => {
  const issuesAt = (values: Record<string, unknown>, mode: 'create' | 'edit' = 'edit') => {
    const result = eventFormSchema(mode, false).safeParse({
      ...eventFormDefaults(event),
      ...values,
    });
    return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
  };

  it('requires the state here, though the API may leave it out', () => {
    expect(issuesAt({})).toEqual([]);
    for (const mode of ['create', 'edit'] as const)
      expect(issuesAt({ venue_state: '', sports_id: event.sports_id }, mode)).toContainEqual([
        'venue_state',
        EVENT_TAX_MSG.venueState,
      ]);
    expect(issuesAt({ venue_state: undefined })).toEqual([
      ['venue_state', EVENT_TAX_MSG.venueState],
    ]);
    // An event made before issue 26 has none: its next edit asks for it.
    expect(eventFormDefaults({ ...event, venue_state: null }).venue_state).toBe('');
  });

  it('starts a new event on the default GST terms, and sends null while they stay so', () => {
    expect(eventFormDefaults().gst).toEqual({
      sac: GST_DEFAULTS.sac,
      description: GST_DEFAULTS.description,
      rate_percent: String(GST_DEFAULTS.rate_percent),
    });
    const parsed = eventFormSchema('edit', false).parse(eventFormDefaults(event));
    expect(parsed.gst).toEqual(GST_DEFAULTS);
    expect(gstToSend(parsed.gst)).toBeNull();
    const custom = { sac: '999692', description: 'Entry to a kabaddi tournament', rate_percent: 5 };
    expect(gstToSend(custom)).toEqual(custom);
    expect(gstToSend({ ...GST_DEFAULTS, rate_percent: 40 })).toEqual({
      ...GST_DEFAULTS,
      rate_percent: 40,
    });
  });

  it('shows the GST rules under their fields', () => {
    const gst = { sac: '99A', description: 'x', rate_percent: '7' };
    expect(issuesAt({ gst })).toEqual(
      expect.arrayContaining([
        ['gst.sac', EVENT_TAX_MSG.sac],
        ['gst.description', EVENT_TAX_MSG.description],
        ['gst.rate_percent', EVENT_TAX_MSG.rate],
      ]),
    );
    expect(knownFieldNames(eventFormDefaults(event))).toEqual(
      expect.arrayContaining(['venue_state', 'gst.sac', 'gst.description', 'gst.rate_percent']),
    );
  });
});

describe("the event form and a team category's settings (issue 28)", () => {
  const [open] = event.categories;
  const team: Event['categories'][number] = {
    ...open!,
    category_id: '0123456789abcdef0123456b',
    team_payment: 'split',
    substitutes: 3,
    // 23:45 UTC on 4 December is 05:15 on 5 December in India.
    roster_locks_at: '2026-12-04T23:45:00.000Z',
    category_details: { ...open!.category_details, participants_in_team: 5, is_team_sport: true },
  };
  const withTeam = { ...event, categories: [open!, team] };

  it('starts a ticked team category on the usual settings, an individual one on none', () => {
    expect(newCategoryEntry('x', 5)).toEqual({
      category_id: 'x',
      price: '',
      capacity: '',
      team_payment: 'captain',
      substitutes: '0',
      roster_locks_at: null,
    });
    expect(newCategoryEntry('y', 1)).toEqual({ category_id: 'y', price: '', capacity: '' });
  });

  it('reads the roster lock in India time and sends it at India’s offset', () => {
    expect(rosterLockInput('2026-12-04T23:45:00.000Z')).toBe('2026-12-05T05:15');
    expect(rosterLockInput(null)).toBe('');
    expect(rosterLockInput('not a time')).toBe('');
    expect(rosterLockFromInput('2026-12-05T05:15')).toBe('2026-12-05T05:15:00+05:30');
    expect(rosterLockFromInput('')).toBeNull();
  });

  it("loads a team category's settings and sends them back; an individual one's stay out", () => {
    const values = eventFormDefaults(withTeam);
    expect(values.categories[0]).toEqual({
      category_id: open!.category_id,
      price: '500',
      capacity: '',
    });
    expect(values.categories[1]).toMatchObject({
      team_payment: 'split',
      substitutes: '3',
      roster_locks_at: '2026-12-05T05:15:00+05:30',
    });
    const parsed = eventFormSchema('edit', false).parse(values);
    expect(JSON.parse(JSON.stringify(parsed.categories))).toEqual([
      { category_id: open!.category_id, price: 500, capacity: null },
      {
        category_id: team.category_id,
        price: 500,
        capacity: null,
        team_payment: 'split',
        substitutes: 3,
        roster_locks_at: '2026-12-05T05:15:00+05:30',
      },
    ]);
    // No lock of its own: null, the registration's close.
    const open2 = eventFormDefaults({
      ...withTeam,
      categories: [{ ...team, roster_locks_at: null }],
    });
    expect(open2.categories[0]!.roster_locks_at).toBeNull();
  });

  it('shows substitutes outside 0 to 20 under the field', () => {
    const values = eventFormDefaults(withTeam);
    const result = eventFormSchema('edit', false).safeParse({
      ...values,
      categories: [values.categories[0], { ...values.categories[1], substitutes: '21' }],
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['categories.1.substitutes']);
    expect(knownFieldNames(values)).toEqual(
      expect.arrayContaining(['categories.1.team_payment', 'categories.1.roster_locks_at']),
    );
  });
});
