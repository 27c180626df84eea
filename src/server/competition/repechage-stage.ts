import type { Match } from 'brackets-model';
import {
  doubleBronzePlaces,
  repechagePlaces,
  repechagePlan,
  type MainRounds,
  type Place,
  type RepechageFormat,
  type RepechagePlan,
} from '../../shared/competition/repechage';
import type { BracketData } from './bracket-store';
import {
  matchesByPlace,
  ownStage,
  ownWinner,
  shapeStage,
  type WantedMatch,
  type WantedStage,
} from './own-stages';

/**
 * The repechage and bronze bouts of a wrestling or judo draw (issue 30, decision 047), as a
 * stage after the main bracket: group 1 is the top half's ladder, group 2 the bottom half's (one
 * bout a round, its winner meeting the next wrestler), group 3 the bronze bouts (match 1: the top
 * ladder's winner against the bottom half's semifinal loser; match 2 the other way round). The
 * rule itself is shared/competition/repechage.ts; this reads the main bracket for it and keeps
 * the stage's rows in step after every result.
 */

/** The main bracket (stage 1's first group) as the shared rule reads it. */
function mainRounds(data: BracketData): MainRounds<number> {
  const stage = data.stage.find((s) => s.number === 1)!;
  const group = data.group.find((g) => g.stage_id === stage.id && g.number === 1)!;
  return data.round
    .filter((r) => r.group_id === group.id)
    .sort((a, b) => a.number - b.number)
    .map((round, r) =>
      data.match
        .filter((m) => m.round_id === round.id)
        .sort((a, b) => a.number - b.number)
        .map((m) => ({
          // Round one names its entrants (null: a bye); later rounds follow from the winners.
          a: r === 0 && m.opponent1?.id != null ? Number(m.opponent1.id) : null,
          b: r === 0 && m.opponent2?.id != null ? Number(m.opponent2.id) : null,
          winner: ownWinner(m) ?? null,
        })),
    );
}

const ladderPlace = (half: number, n: number) => `${half + 1}.${n}.1`;
const bronzePlace = (half: number) => `3.1.${half + 1}`;

/** Each bout's place in the stage, by the shared rule's key. */
function placeOf(key: string): string {
  const [kind, half, n] = key.split('-');
  return kind === 'bronze' ? bronzePlace(Number(half)) : ladderPlace(Number(half), Number(n));
}

type Reading = { plan: RepechagePlan<number> | null; winners: Record<string, number> };

/**
 * The plan the main bracket gives now and the bouts' results that still stand: a bout keeps its
 * result while it has the same two wrestlers (a correction upstream changes who they are).
 */
function read(data: BracketData, format: RepechageFormat): Reading {
  const plan = repechagePlan(mainRounds(data), format);
  const winners: Record<string, number> = {};
  if (!plan) return { plan, winners };
  const stage = ownStage(data, 'repechage');
  const stored = stage ? matchesByPlace(data, stage.id) : new Map<string, Match>();
  const seat = (s: { entrant: number } | { winnerOf: string }) =>
    'entrant' in s ? s.entrant : winners[s.winnerOf];
  const bouts = [
    ...plan.halves.flatMap((l) => l.bouts.map((b) => ({ key: b.key, a: b.a, b: b.b }))),
    ...plan.bronzeBouts
      .filter((b) => b.kind === 'bout')
      .map((b) => ({ key: b.key, a: b.ladderWinner!, b: { entrant: b.semifinalLoser! } })),
  ];
  for (const bout of bouts) {
    const m = stored.get(placeOf(bout.key));
    const won = ownWinner(m);
    const [a, b] = [seat(bout.a), seat(bout.b)];
    if (won === undefined || a === undefined || b === undefined) continue;
    if (Number(m!.opponent1?.id) === a && Number(m!.opponent2?.id) === b) winners[bout.key] = won;
  }
  return { plan, winners };
}

/** The repechage stage the draw should have now: none until both semifinals are decided. */
function wantedStage(reading: Reading): WantedStage | null {
  const { plan, winners } = reading;
  if (!plan) return null;
  const seat = (s: { entrant: number } | { winnerOf: string } | null) =>
    s === null ? undefined : 'entrant' in s ? s.entrant : winners[s.winnerOf];
  const groups: WantedStage['groups'] = plan.halves
    .filter((ladder) => ladder.bouts.length > 0)
    .map((ladder) => ({
      number: ladder.half + 1,
      rounds: ladder.bouts.map((bout, i) => ({
        number: i + 1,
        matches: [{ number: 1, a: seat(bout.a), b: seat(bout.b) }],
      })),
    }));
  const bronze: WantedMatch[] = plan.bronzeBouts
    .filter((b) => b.kind === 'bout')
    .map((b) => ({ number: b.half + 1, a: seat(b.ladderWinner), b: b.semifinalLoser! }));
  if (bronze.length) groups.push({ number: 3, rounds: [{ number: 1, matches: bronze }] });
  if (!groups.length) return null;
  return { number: 2, name: 'Repechage', type: 'repechage', groups };
}

/** Brings the repechage stage in step with the main bracket and its own results, in place. */
export function syncRepechage(data: BracketData, format: RepechageFormat): void {
  shapeStage(data, 'repechage', wantedStage(read(data, format)));
}

/** The final places, null until the final and every repechage and bronze bout are decided. */
export function repechageStandings(
  data: BracketData,
  format: RepechageFormat,
): Place<number>[] | null {
  const { plan, winners } = read(data, format);
  if (!plan) return null;
  return repechagePlaces(mainRounds(data), plan, winners);
}

/** Boxing and taekwondo: both semifinal losers take bronze. */
export function doubleBronzeStandings(data: BracketData): Place<number>[] | null {
  return doubleBronzePlaces(mainRounds(data));
}
