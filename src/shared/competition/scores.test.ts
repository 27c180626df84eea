import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreProblem, scoreSchema } from './score-schemas';
import {
  formatOvers,
  parseOvers,
  SCORE_MSG,
  scoreText,
  winnerOf,
  type InningsScore,
  type PointsScore,
  type ScoreOf,
  type StructuredScore,
  type StructuredScoring,
} from './scores';

const RUNS = { numRuns: 300 };

describe('overs in cricket notation', () => {
  it('reads overs and balls, and writes them back', () => {
    expect(parseOvers('18.2')).toBe(110);
    expect(parseOvers('20')).toBe(120);
    expect(parseOvers('0.5')).toBe(5);
    expect(parseOvers(' 17.3 ')).toBe(105);
    expect(parseOvers('18.0')).toBe(108);
    expect(formatOvers(110)).toBe('18.2');
    expect(formatOvers(120)).toBe('20');
    expect(formatOvers(5)).toBe('0.5');
    expect(formatOvers(0)).toBe('0');
  });

  it('refuses what is not overs: six balls and more, decimals, signs, words', () => {
    for (const text of ['18.6', '18.10', '18.', '.3', '-1', '1e2', 'twenty', '', '18,2']) {
      expect(parseOvers(text), text).toBeNull();
    }
  });

  it('writes every count of balls one way, which reads back the same', () => {
    fc.assert(
      fc.property(fc.nat(5994), (balls) => {
        const text = formatOvers(balls);
        expect(text).toMatch(/^\d+(\.[1-5])?$/);
        expect(parseOvers(text)).toBe(balls);
      }),
      RUNS,
    );
  });
});

describe('a score per sport', () => {
  it('takes the forms of the API and says who won', () => {
    const sets = scoreSchema('sets').parse({
      sets: [
        [21, 15],
        [18, 21],
        [21, 19],
      ],
    });
    expect(winnerOf('sets', sets)).toBe(0);
    expect(winnerOf('goals', scoreSchema('goals').parse({ goals: [2, 1] }))).toBe(0);
    expect(winnerOf('goals', scoreSchema('goals').parse({ goals: [0, 3] }))).toBe(1);
    const innings = scoreSchema('innings', { oversPerInnings: 20 }).parse({
      innings: [
        { runs: 160, wickets: 4, overs: '20' },
        { runs: 140, wickets: 9, overs: '20' },
      ],
    });
    expect(winnerOf('innings', innings)).toBe(0);
    // The chase that gets there first wins, whoever batted first.
    const chase: InningsScore = {
      innings: [
        { runs: 151, wickets: 8, overs: '20' },
        { runs: 155, wickets: 3, overs: '18.4' },
      ],
    };
    expect(winnerOf('innings', chase)).toBe(1);
  });

  it('has no winner when the score is level', () => {
    expect(winnerOf('goals', { goals: [2, 2] })).toBeNull();
    expect(
      winnerOf('sets', {
        sets: [
          [21, 15],
          [18, 21],
        ],
      }),
    ).toBeNull();
    const tie: InningsScore = {
      innings: [
        { runs: 150, wickets: 6, overs: '20' },
        { runs: 150, wickets: 10, overs: '19.5' },
      ],
    };
    expect(winnerOf('innings', tie)).toBeNull();
    expect(winnerOf('points', { points: [2, 2] })).toBeNull();
  });

  it('gives a bout to the wrestler ahead, or to the one it names for a fall or on criteria', () => {
    const bout = (score: PointsScore) => winnerOf('points', scoreSchema('points').parse(score));
    expect(bout({ points: [5, 3] })).toBe(0);
    expect(bout({ points: [0, 8], decision: 'technical_superiority' })).toBe(1);
    // A fall from behind: the points do not say who won, the score does.
    expect(bout({ points: [6, 2], decision: 'fall', winner: 1 })).toBe(1);
    // Level on points, won on criteria (the last point scored).
    expect(bout({ points: [2, 2], decision: 'points', winner: 0 })).toBe(0);
  });

  it('refuses impossible scores with a message for each', () => {
    const problem = (scoring: Parameters<typeof scoreProblem>[0], value: unknown) =>
      scoreProblem(scoring, value, { oversPerInnings: 20 });
    const innings = (first: object, second: object = { runs: 100, wickets: 3, overs: '20' }) => ({
      innings: [{ runs: 120, wickets: 5, overs: '20', ...first }, second],
    });
    expect(
      problem('sets', {
        sets: [
          [21, 15],
          [20, 20],
        ],
      }),
    ).toBe(SCORE_MSG.setTied);
    expect(problem('sets', { sets: [] })).toBe(SCORE_MSG.sets);
    expect(problem('sets', { sets: [[21, -1]] })).toBe(SCORE_MSG.setPoints);
    expect(problem('sets', { sets: Array.from({ length: 8 }, () => [21, 10]) })).toBe(
      SCORE_MSG.sets,
    );
    expect(problem('innings', innings({ wickets: 11 }))).toBe(SCORE_MSG.wickets);
    expect(problem('innings', innings({ overs: '18.6' }))).toBe(SCORE_MSG.overs);
    expect(problem('innings', innings({ overs: '20.1' }))).toBe(SCORE_MSG.oversOverQuota(20));
    expect(problem('innings', innings({ runs: 12.5 }))).toBe(SCORE_MSG.runs);
    expect(problem('innings', { innings: [{ runs: 120, wickets: 5, overs: '20' }] })).toBe(
      SCORE_MSG.innings,
    );
    expect(problem('goals', { goals: [2] })).toBe(SCORE_MSG.goals);
    expect(problem('goals', { goals: [2, 1.5] })).toBe(SCORE_MSG.goals);
    // A score of another sport's form.
    expect(problem('sets', { goals: [2, 1] })).toBe(SCORE_MSG.sets);
    expect(problem('points', { points: [3, 1], decision: 'fall' })).toBe(SCORE_MSG.fallNeedsWinner);
    expect(problem('points', { points: [4, 4], decision: 'technical_superiority' })).toBe(
      SCORE_MSG.superiorityLevel,
    );
    expect(problem('points', { points: [1, 5], winner: 0 })).toBe(SCORE_MSG.winnerBehind);
    expect(problem('points', { points: [1, 5], decision: 'pin' })).toBe(SCORE_MSG.decision);
    expect(problem('text', 'x'.repeat(101))).toBe(SCORE_MSG.text);
    // And takes the possible ones.
    expect(problem('innings', innings({ wickets: 10, overs: '17.3' }))).toBeNull();
    expect(problem('points', { points: [3, 7], decision: 'fall', winner: 0 })).toBeNull();
    expect(problem('text', '21-15, 18-21')).toBeNull();
  });

  it('checks overs against the quota only when the match has one', () => {
    const long = {
      innings: [
        { runs: 320, wickets: 6, overs: '50' },
        { runs: 10, wickets: 0, overs: 3 },
      ],
    };
    expect(scoreProblem('innings', long)).toBeNull();
    expect(scoreProblem('innings', long, { oversPerInnings: 20 })).toBe(
      SCORE_MSG.oversOverQuota(20),
    );
    // Overs are written one way: '18.0' is '18', a number is read as overs too.
    expect(
      scoreSchema('innings')
        .parse({
          innings: [
            { runs: 150, wickets: 4, overs: '18.0' },
            { runs: 149, wickets: 9, overs: 20 },
          ],
        })
        .innings.map((i) => i.overs),
    ).toEqual(['18', '20']);
  });
});

describe('a score as text', () => {
  it('reads as each sport writes it', () => {
    expect(
      scoreText('sets', {
        sets: [
          [21, 15],
          [18, 21],
          [21, 19],
        ],
      }),
    ).toBe('21-15, 18-21, 21-19');
    expect(scoreText('goals', { goals: [2, 1] })).toBe('2–1');
    expect(
      scoreText('innings', {
        innings: [
          { runs: 160, wickets: 4, overs: '20' },
          { runs: 140, wickets: 9, overs: '20' },
        ],
      }),
    ).toBe('160/4 (20) – 140/9 (20)');
    // All out: the runs alone, as a scorecard writes it.
    expect(
      scoreText('innings', {
        innings: [
          { runs: 150, wickets: 6, overs: '20' },
          { runs: 140, wickets: 10, overs: '17.3' },
        ],
      }),
    ).toBe('150/6 (20) – 140 (17.3)');
    expect(scoreText('points', { points: [4, 6], decision: 'fall', winner: 0 })).toBe('Fall');
    expect(scoreText('points', { points: [8, 0], decision: 'technical_superiority' })).toBe(
      '8–0 Technical superiority',
    );
    expect(scoreText('points', { points: [5, 3] })).toBe('5–3');
    expect(scoreText('text', '6-4, 7-5')).toBe('6-4, 7-5');
  });

  it('words a decision in the language it is given', () => {
    const hindi = { points: 'अंक', technical_superiority: 'तकनीकी श्रेष्ठता', fall: 'फ़ॉल' };
    expect(
      scoreText('points', { points: [10, 0], decision: 'technical_superiority' }, (d) => hindi[d]),
    ).toBe('10–0 तकनीकी श्रेष्ठता');
  });
});

/** Random possible scores of each form, small enough to be level often. */
const SCORES: { [S in StructuredScoring]: fc.Arbitrary<ScoreOf[S]> } = {
  sets: fc
    .array(
      fc.tuple(fc.nat(30), fc.nat(30)).filter(([a, b]) => a !== b),
      { minLength: 1, maxLength: 5 },
    )
    .map((sets) => ({ sets })),
  goals: fc.tuple(fc.nat(4), fc.nat(4)).map((goals) => ({ goals })),
  innings: (() => {
    const innings = fc
      .record({ runs: fc.nat(200), wickets: fc.nat(10), balls: fc.nat(120) })
      .map(({ runs, wickets, balls }) => ({ runs, wickets, overs: formatOvers(balls) }));
    return fc.tuple(innings, innings).map((both) => ({ innings: both }));
  })(),
  points: fc
    .record({
      points: fc.tuple(fc.nat(12), fc.nat(12)),
      decision: fc.constantFrom('points', 'technical_superiority', 'fall', undefined),
      winner: fc.constantFrom(0, 1, undefined),
    })
    .map((bout) => {
      const { decision, winner, points } = bout;
      const score: PointsScore = { points };
      if (decision) score.decision = decision as PointsScore['decision'];
      if (winner !== undefined) score.winner = winner as 0 | 1;
      return score;
    })
    .filter((score) => scoreProblem('points', score) === null),
};

/** The same score read from the other side. */
function swapped(scoring: StructuredScoring, score: StructuredScore): StructuredScore {
  if (scoring === 'sets') return { sets: (score as ScoreOf['sets']).sets.map(([a, b]) => [b, a]) };
  if (scoring === 'goals') {
    const [a, b] = (score as ScoreOf['goals']).goals;
    return { goals: [b, a] };
  }
  if (scoring === 'innings') {
    const [a, b] = (score as InningsScore).innings;
    return { innings: [b, a] };
  }
  const bout = score as PointsScore;
  const out: PointsScore = { ...bout, points: [bout.points[1], bout.points[0]] };
  if (bout.winner !== undefined) out.winner = bout.winner === 0 ? 1 : 0;
  return out;
}

describe('who won, over every possible score', () => {
  for (const scoring of ['sets', 'goals', 'innings', 'points'] as const) {
    it(`${scoring}: the schema takes it, and read from the other side the other side won`, () => {
      fc.assert(
        fc.property(SCORES[scoring] as fc.Arbitrary<StructuredScore>, (score) => {
          expect(scoreProblem(scoring, score)).toBeNull();
          const winner = winnerOf(scoring, score);
          const flipped = winnerOf(scoring, swapped(scoring, score));
          expect(flipped).toBe(winner === null ? null : 1 - winner);
        }),
        RUNS,
      );
    });
  }

  it('sets: the side that won more sets, never one that won fewer', () => {
    fc.assert(
      fc.property(SCORES.sets, (score) => {
        const won = [0, 1].map((side) => score.sets.filter((s) => s[side]! > s[1 - side]!).length);
        const winner = winnerOf('sets', score);
        if (won[0] === won[1]) expect(winner).toBeNull();
        else expect(winner).toBe(won[0]! > won[1]! ? 0 : 1);
      }),
      RUNS,
    );
  });
});
