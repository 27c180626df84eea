import { describe, expect, it } from 'vitest';
import type { DrawView, Results } from '../../../shared/competition/schemas';
import { eventQuery } from '../../api/events';
import { resultsQuery } from '../../api/results';
import { draw, match, side } from '../../components/competition/test-draws';
import { renderPage } from '../../test/render-page';
import ResultsPage from './ResultsPage';
import { resultsStillComing } from './results-state';

const EVENT_ID = '0123456789abcdef01234567';
const rounds = [
  { id: 0, stage_id: 0, group_id: 0, number: 1 },
  { id: 1, stage_id: 0, group_id: 0, number: 2 },
];
const running = draw({
  rounds,
  matches: [
    match(0, 1, side(0, 'win'), side(1, 'loss')),
    match(0, 2, side(2), side(3)),
    match(1, 1, side(0), side(null)),
  ],
});
const finished = draw({
  state: 'final',
  rounds,
  matches: [
    match(0, 1, side(0, 'win'), side(1, 'loss')),
    match(0, 2, side(2, 'win'), side(3, 'loss')),
    match(1, 1, side(0, 'win'), side(2, 'loss')),
  ],
  standings: [0, 2, 1, 3].map((id, i) => ({
    rank: [1, 2, 3, 3][i]!,
    entrant_id: id,
    name: `Player ${id}`,
    organisation: null,
  })),
});

const results = (...draws: Array<DrawView | null>): Results => ({
  event_id: EVENT_ID,
  title: 'Koramangala Smash Open',
  categories: draws.map((d, i) => ({
    category_id: `c${i}`,
    category_name: `Category ${i}`,
    draw: d && { ...d, category_id: `c${i}` },
  })),
  medals: [],
  version: 'v1',
});

/** The event's facts the page may have: dates (venue days), whether cancelled, its heading. */
const facts = (start: string, end: string, cancelled_at: string | null = null) => ({
  start_date: start,
  end_date: end,
  registration_start_date: '2026-01-01',
  registration_end_date: start,
  cancelled_at,
  sport_details: { sports_name: 'Badminton' },
  venue_name: 'City Stadium',
  city: 'Bengaluru',
});

/** The status chip as the server draws the page (before the stream is opened). */
function chip(r: Results, event?: object): string {
  const html = renderPage(<ResultsPage />, {
    path: '/events/event-details/:eventId/results',
    url: `/events/event-details/${EVENT_ID}/results`,
    data: [
      [resultsQuery(EVENT_ID).queryKey, r],
      ...(event ? [[eventQuery(EVENT_ID).queryKey, event] as [readonly unknown[], unknown]] : []),
    ],
  });
  const found = /data-testid="live-indicator" data-state="([a-z]+)"/.exec(html);
  expect(found, 'the status chip').not.toBeNull();
  return found![1]!;
}

describe('the results page’s status chip', () => {
  it('follows the stream while results are still coming', () => {
    expect(chip(results(finished, running))).toBe('connecting');
    // A category not drawn yet may still be.
    expect(chip(results(finished, null))).toBe('connecting');
  });

  it('says Final results, not Live, once every draw is final', () => {
    expect(chip(results(finished, finished))).toBe('final');
  });

  it('says Final results once the event is over or cancelled, whatever is left unplayed', () => {
    expect(chip(results(running), facts('2020-03-01', '2020-03-02'))).toBe('final');
    expect(chip(results(running), facts('2999-03-01', '2999-03-02', '2026-01-05T10:00:00Z'))).toBe(
      'final',
    );
    expect(chip(results(running), facts('2999-03-01', '2999-03-02'))).toBe('connecting');
  });
});

describe('resultsStillComing', () => {
  it('ends at the end of the last day in India (00:00 IST the day after)', () => {
    const event = facts('2026-03-01', '2026-03-02');
    expect(resultsStillComing(results(running), event, new Date('2026-03-02T18:29:59Z'))).toBe(
      true,
    );
    expect(resultsStillComing(results(running), event, new Date('2026-03-02T18:30:00Z'))).toBe(
      false,
    );
    expect(resultsStillComing(results(), undefined)).toBe(true);
  });
});
