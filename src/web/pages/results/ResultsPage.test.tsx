import { afterEach, describe, expect, it } from 'vitest';
import type { DrawView, Results } from '../../../shared/competition/schemas';
import { eventQuery } from '../../api/events';
import { resultsQuery } from '../../api/results';
import {
  draw,
  match,
  repechageDraw,
  seriesDraw,
  side,
  swissDraw,
  walkoverDraw,
} from '../../components/competition/test-draws';
import { renderPage, textOf } from '../../test/render-page';
import { speak } from '../../test/speak';
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
    walkover: false,
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

/** The page as the server draws it (before the stream is opened). */
function draw_(r: Results, event?: object): string {
  return renderPage(<ResultsPage />, {
    path: '/events/event-details/:eventId/results',
    url: `/events/event-details/${EVENT_ID}/results`,
    data: [
      [resultsQuery(EVENT_ID).queryKey, r],
      ...(event ? [[eventQuery(EVENT_ID).queryKey, event] as [readonly unknown[], unknown]] : []),
    ],
  });
}

/** The status chip as the server draws the page (before the stream is opened). */
function chip(r: Results, event?: object): string {
  const html = draw_(r, event);
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

describe('the results page in Hindi', () => {
  afterEach(() => speak('en'));

  const medals = [{ organisation: 'Alpha School', gold: 1, silver: 0, bronze: 1 }];

  it('names its parts, the podium and the medal table in Hindi', () => {
    speak('hi');
    const text = textOf(draw_({ ...results(finished, finished), medals }));
    expect(text).toContain('नतीजे');
    expect(text).toContain('इवेंट की जानकारी');
    expect(text).toContain('अंतिम नतीजे');
    expect(text).toContain('सिंगल एलिमिनेशन');
    expect(text).toContain('पूरा हुआ');
    expect(text).toContain('पोडियम');
    expect(text).toContain('पहला · गोल्ड');
    expect(text).toContain('तीसरा · ब्रॉन्ज़');
    expect(text).toContain('पदक तालिका');
    expect(text).toContain('संस्था');
    expect(text).toContain('(विजेता)');
    expect(text).not.toMatch(/Podium|Medal table|Final results|Gold|\(winner\)/);
    // The bracket's rounds (shared/competition/labels.ts) in Hindi too, and in English there.
    expect(text).toMatch(/फ़ाइनल/);
    expect(text).not.toMatch(/Semifinals|Round \d|\bFinal\b/);
    speak('en');
    expect(textOf(draw_({ ...results(finished, finished), medals }))).toMatch(/\bFinal\b/);
  });

  it('says a category is still to be drawn, and a match still to be decided, in Hindi', () => {
    speak('hi');
    const html = draw_(results(running, null));
    const text = textOf(html);
    expect(html).toContain('aria-label="कैटेगरी"');
    expect(text).toContain('तय होना बाकी');
    expect(text).toContain('जारी है');
    expect(text).toContain('(ड्रॉ अभी नहीं हुआ)');
    expect(text).toContain('कनेक्ट हो रहा है…');
    expect(textOf(draw_(results(null)))).toContain(
      'Category 0 का ड्रॉ अभी नहीं हुआ है। आयोजक के ड्रॉ बनाते ही ब्रैकेट और नतीजे यहाँ दिखेंगे।',
    );
    expect(text).not.toMatch(/To be decided|not drawn yet|Connecting/);
  });
});

/** A pools-then-knockout draw before its knockout: one pool of four, nothing played yet. */
const pools = (advance: number) =>
  draw({
    format: 'pools_knockout',
    settings: { ...running.settings, advance },
    stages: [{ id: 0, number: 1, name: 'Pools', type: 'round_robin' }],
    rounds: [{ id: 0, stage_id: 0, group_id: 0, number: 1 }],
    matches: [match(0, 1, side(0), side(1)), match(0, 2, side(2), side(3))],
  });

describe('a pool in Hindi', () => {
  afterEach(() => speak('en'));

  it('heads its table and says who goes through, in Hindi', () => {
    speak('hi');
    const html = draw_(results(pools(2)));
    const text = textOf(html);
    expect(text).toContain('पूल, फिर नॉकआउट');
    expect(text).toContain('सभी पूल खत्म होने पर नॉकआउट का ड्रॉ होगा: हर पूल के टॉप 2 आगे जाएँगे।');
    expect(text).toContain('तालिका');
    expect(text).toContain('नाम');
    expect(html).toContain('<abbr title="खेले गए मैच">मैच</abbr>');
    expect(text).toContain('अंक');
    expect(text).toContain('बनाम');
    expect(textOf(draw_(results(pools(1))))).toContain('हर पूल का विजेता आगे जाएगा।');
  });

  it('keeps its English words', () => {
    const html = draw_(results(pools(2)));
    expect(textOf(html)).toContain(
      'The knockout is drawn when every pool has finished: the top 2 of each pool go through.',
    );
    expect(html).toContain('<abbr title="Played">P</abbr>');
    expect(textOf(html)).toContain(' vs ');
    expect(textOf(draw_(results(pools(1))))).toContain(
      'has finished: the winner of each pool goes through.',
    );
  });
});

describe('the results page in English', () => {
  it('keeps its words', () => {
    const medals = [{ organisation: 'Alpha School', gold: 1, silver: 0, bronze: 1 }];
    const text = textOf(draw_({ ...results(finished, null), medals }));
    expect(text).toContain('Event details');
    expect(text).toContain('Podium');
    expect(text).toContain('1st · Gold');
    expect(text).toContain('3rd · Bronze');
    expect(text).toContain('Medal table');
    expect(text).toContain('(not drawn yet)');
    expect(text).toContain('Single elimination');
  });
});

/**
 * A cricket round robin of four, T20 (issue 30): Koramangala beat Indiranagar 160/4 (20) to
 * 140/9 (20); HSR, bowled out for 120 in 15 overs, lost to Whitefield's 121/2 (10).
 */
const innings = (a: [number, number, string], b: [number, number, string]) => ({
  innings: [a, b].map(([runs, wickets, overs]) => ({ runs, wickets, overs })),
});
const cricket = draw({
  format: 'round_robin',
  scoring: 'innings',
  settings: { ...running.settings, overs: 20 },
  entrants: ['Koramangala', 'Indiranagar', 'HSR', 'Whitefield'].map((name, id) => ({
    id,
    participation_id: `p${id}`,
    name,
    organisation: null,
    seed: id + 1,
  })),
  stages: [{ id: 0, number: 1, name: 'Round robin', type: 'round_robin' }],
  rounds: [{ id: 0, stage_id: 0, group_id: 0, number: 1 }],
  matches: [
    match(0, 1, side(0, 'win'), side(1, 'loss'), {
      score: '160/4 (20) – 140/9 (20)',
      score_detail: innings([160, 4, '20'], [140, 9, '20']),
    }),
    match(0, 2, side(2, 'loss'), side(3, 'win'), {
      score: '120 (15) – 121/2 (10)',
      score_detail: innings([120, 10, '15'], [121, 2, '10']),
    }),
  ],
});

/** The pool table's rows as read: name, points and the last column (NRR). */
const tableRows = (html: string) => {
  const body = /<tbody>(.*?)<\/tbody>/s.exec(html)![1]!;
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map((row) => {
    const cells = [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((c) =>
      textOf(c[1]!.replace(/<style[^>]*>.*?<\/style>/gs, '')).trim(),
    );
    return [cells[0], cells[1], cells[6], cells[7]];
  });
};

describe('a cricket pool table', () => {
  afterEach(() => speak('en'));

  it('ranks by net run rate from the server’s table, signed, with the rule named under it', () => {
    const html = draw_(results(cricket));
    expect(html).toContain('<abbr title="Net run rate">NRR</abbr>');
    expect(tableRows(html)).toEqual([
      ['1', 'Whitefield', '3', '+6.100'],
      ['2', 'Koramangala', '3', '+1.000'],
      ['3', 'Indiranagar', '0', '\u22121.000'],
      ['4', 'HSR', '0', '\u22126.100'],
    ]);
    expect(textOf(html)).toContain('Ranked by points, then head-to-head, then net run rate');
    // Match cards show the score's text.
    expect(textOf(html)).toContain('160/4 (20) – 140/9 (20)');
  });

  it('computes the same table when the server sent none for the group', () => {
    const html = draw_(results({ ...cricket, tables: [] }));
    expect(tableRows(html).map((row) => row[3])).toEqual([
      '+6.100',
      '+1.000',
      '\u22121.000',
      '\u22126.100',
    ]);
  });

  it('names the rule and the column in Hindi', () => {
    speak('hi');
    const html = draw_(results(cricket));
    expect(html).toContain('<abbr title="नेट रन रेट">NRR</abbr>');
    expect(tableRows(html)[0]).toEqual(['1', 'Whitefield', '3', '+6.100']);
    expect(textOf(html)).toContain('क्रम: अंक, फिर आपसी मुकाबला, फिर नेट रन रेट');
    expect(textOf(html)).not.toContain('Ranked by');
  });
});

/** The podium's places as read: "3rd · Bronze Chetan". */
const podium = (html: string) => {
  const list = /data-testid="podium"[^>]*>(.*?)<\/ol>/s.exec(html)![1]!;
  return [...list.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((li) =>
    textOf(li[1]!.replace(/<style[^>]*>.*?<\/style>/gs, '')).trim(),
  );
};

/** Every cell of the first table's rows, as read. */
const cells = (html: string) => {
  const body = /<tbody>(.*?)<\/tbody>/s.exec(html)![1]!;
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((c) =>
      textOf(c[1]!.replace(/<style[^>]*>.*?<\/style>/gs, '')).trim(),
    ),
  );
};

describe('the formats by sport on the results page (issue 30)', () => {
  afterEach(() => speak('en'));

  it('a wrestling repechage: the main bracket, both ladders, the bronze bouts, two bronzes', () => {
    const html = draw_(results(repechageDraw()));
    const text = textOf(html);
    expect(text).toContain('Single elimination with repechage');
    for (const part of [
      'Knockout',
      'Repechage · top half',
      'Repechage · bottom half',
      'Bronze bouts',
    ])
      expect(html).toContain(`aria-label="Category 0: ${part}"`);
    expect(html.match(/data-testid="bracket"/g)).toHaveLength(4);
    expect(text).toContain('Repechage round 1');
    expect(podium(html)).toEqual([
      '1 1st · Gold Aman',
      '2 2nd · Silver Bilal',
      '3 3rd · Bronze Chetan',
      '3 3rd · Bronze Gagan',
    ]);
    expect(html).not.toContain('podium-walkover');
  });

  it('in Hindi', () => {
    speak('hi');
    const text = textOf(draw_(results(repechageDraw())));
    expect(text).toContain('रेपेचाज़ के साथ सिंगल एलिमिनेशन');
    expect(text).toContain('रेपेचाज़ · ऊपरी हाफ़');
    expect(text).toContain('रेपेचाज़ · निचला हाफ़');
    expect(text).toContain('रेपेचाज़ राउंड 1');
    expect(text).toContain('ब्रॉन्ज़ मुकाबले');
    expect(text.match(/तीसरा · ब्रॉन्ज़/g)).toHaveLength(2);
    expect(text).toContain('नॉकआउट');
    expect(text).not.toMatch(/Repechage|Bronze bouts|top half|Knockout/);
  });

  it('a lone entrant’s gold says it came by walkover, in English and Hindi', () => {
    const html = draw_(results(walkoverDraw()));
    expect(podium(html)).toEqual(['1 1st · Gold Asha By walkover']);
    expect(html).not.toContain('data-testid="bracket"');
    speak('hi');
    const hindi = draw_(results(walkoverDraw()));
    expect(podium(hindi)).toEqual(['1 पहला · गोल्ड Asha वॉकओवर से']);
    expect(textOf(hindi)).toContain('वॉकओवर');
  });

  it('a Swiss table: ranked by score, then Buchholz, with half points and its rule named', () => {
    const html = draw_(results(swissDraw()));
    expect(html).toContain('<abbr title="Score: 1 for a win or a bye, ½ for a draw">Score</abbr>');
    expect(html).toContain('<abbr title="Buchholz: the opponents’ scores added up">Buch.</abbr>');
    expect(html).not.toContain('>Pts</abbr>');
    // #, name, played, won, drawn, lost, score, Buchholz, Sonneborn-Berger.
    expect(cells(html)).toEqual([
      ['1', 'Kiran', '2', '1', '1', '0', '2.5', '6.5', '2.75'],
      ['2', 'Asha', '3', '2', '1', '0', '2.5', '5', '3.75'],
      ['3', 'Rohan', '2', '0', '1', '1', '1.5', '5.5', '0.75'],
      ['4', 'Vikram', '3', '1', '1', '1', '1.5', '5', '1.75'],
      ['5', 'Meera', '2', '0', '0', '2', '1', '5', '0'],
    ]);
    const text = textOf(html);
    expect(text).toContain('Ranked by score, then Buchholz, then Sonneborn-Berger');
    expect(text).toContain('Swiss system');
    // Each round's bye is listed: who sat out (and scored the point).
    expect(text.match(/ Bye /g)).toHaveLength(3);
    expect(text).toContain('Round 3');
    speak('hi');
    expect(textOf(draw_(results(swissDraw())))).toContain(
      'क्रम: स्कोर, फिर बुकहोल्ज़, फिर सोनेबोर्न-बर्गर',
    );
  });

  it('a best of three lists its games, not a bracket', () => {
    const html = draw_(results(seriesDraw()));
    const text = textOf(html.replace(/<style[^>]*>.*?<\/style>/gs, ''));
    expect(html).not.toContain('data-testid="bracket"');
    expect(html).not.toContain('data-testid="pool-table"');
    expect(text).toContain('Best of three');
    expect(text).toMatch(/Game 1 .*Asha 21-15, 21-18 Vikram/);
    expect(text).toMatch(/Game 3 .*Asha vs Vikram/);
  });
});
