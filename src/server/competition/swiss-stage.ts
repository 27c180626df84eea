import { Status, type Match } from 'brackets-model';
import {
  NoSwissPairing,
  pairRound,
  swissStandings,
  type SwissMatch,
} from '../../shared/competition/swiss';
import { COMPETITION_MSG } from '../../shared/competition/schemas';
import { AppError } from '../platform/http/app-error';
import type { BracketData } from './bracket-store';
import { ownStage, shapeStage, type WantedStage } from './own-stages';

/**
 * A Swiss event (issue 30, decision 046) as one stage of rounds: round one is paired at the draw,
 * each next round when the one before is complete, until the draw's rounds are played (or no
 * pairing without a rematch is left). The pairing rule is shared/competition/swiss.ts.
 */

type Round = { number: number; matches: Match[] };

function roundsOf(data: BracketData): Round[] {
  const stage = ownStage(data, 'swiss');
  if (!stage) return [];
  return data.round
    .filter((r) => r.stage_id === stage.id)
    .sort((a, b) => a.number - b.number)
    .map((r) => ({
      number: r.number,
      matches: data.match.filter((m) => m.round_id === r.id).sort((a, b) => a.number - b.number),
    }));
}

/** A finished match as the rule reads it: a bye is `b: null`; an undecided one is left out. */
function played(m: Match): SwissMatch<number> | null {
  if (m.status < Status.Completed || !m.opponent1) return null;
  const a = Number(m.opponent1.id);
  if (m.opponent2 === null) return { a, b: null, result: 'a' };
  const first = m.opponent1.result === 'win' || m.opponent2.forfeit;
  const second = m.opponent2.result === 'win' || m.opponent1.forfeit;
  return { a, b: Number(m.opponent2.id), result: first ? 'a' : second ? 'b' : 'draw' };
}

const playedOf = (rounds: Round[]) =>
  rounds.flatMap((r) => r.matches.map(played).filter((m) => m !== null));

/** A round as it stands, to keep (with its results) in the stage shaped next. */
const asWanted = (r: Round) => ({
  number: r.number,
  matches: r.matches.map((m) => ({
    number: m.number,
    a: m.opponent1 === null ? null : Number(m.opponent1.id),
    b: m.opponent2 === null ? null : Number(m.opponent2.id),
    bye: m.opponent2 === null,
  })),
});

const swissStage = (rounds: WantedStage['groups'][number]['rounds']): WantedStage => ({
  number: 1,
  name: 'Swiss',
  type: 'swiss',
  groups: [{ number: 1, rounds }],
});

const complete = (round: Round) => round.matches.every((m) => m.status >= Status.Completed);

/** Entrant numbers in seed order (the draw numbers them best first). */
const seedOrder = (data: BracketData) =>
  data.participant.map((p) => Number(p.id)).sort((a, b) => a - b);

/** The next round's pairs, or null when none keeps the rules (the event ends early). */
function nextRound(data: BracketData, rounds: Round[]) {
  try {
    return pairRound({
      entrants: seedOrder(data),
      played: playedOf(rounds),
      round: rounds.length + 1,
    });
  } catch (error) {
    if (error instanceof NoSwissPairing) return null;
    throw error;
  }
}

/**
 * Pairs the next round when the last one is complete and rounds are left, in place. A correction
 * in an earlier round comes first: `clearLaterRounds` took the unplayed rounds after it away, so
 * they are paired again from the corrected scores.
 */
export function syncSwiss(data: BracketData, roundCount: number): void {
  const rounds = roundsOf(data);
  const last = rounds[rounds.length - 1];
  if (last && (!complete(last) || rounds.length >= roundCount)) return;
  const pairing = nextRound(data, rounds);
  if (!pairing) return;
  const next = {
    number: rounds.length + 1,
    matches: [
      ...pairing.pairs.map(([a, b], i) => ({ number: i + 1, a, b })),
      ...(pairing.bye === null
        ? []
        : [{ number: pairing.pairs.length + 1, a: pairing.bye, b: null, bye: true }]),
    ],
  };
  shapeStage(data, 'swiss', swissStage([...rounds.map(asWanted), next]));
}

/**
 * Before a result in round `round` is corrected: the rounds after it were paired from the old
 * scores. Unplayed, they go (and are paired again); with a result, the correction waits.
 */
export function clearLaterRounds(data: BracketData, round: number): void {
  const rounds = roundsOf(data);
  const later = rounds.filter((r) => r.number > round);
  if (!later.length) return;
  if (later.some((r) => r.matches.some((m) => m.opponent2 !== null && played(m) !== null))) {
    throw new AppError('conflict', COMPETITION_MSG.laterRoundPlayed);
  }
  shapeStage(data, 'swiss', swissStage(rounds.filter((r) => r.number <= round).map(asWanted)));
}

/** The round a Swiss match belongs to. */
export function swissRoundOf(data: BracketData, match: Match): number {
  return data.round.find((r) => r.id === match.round_id)!.number;
}

/** Every round paired and played, or no further pairing possible. */
export function swissFinished(data: BracketData, roundCount: number): boolean {
  const rounds = roundsOf(data);
  if (!rounds.length || !rounds.every(complete)) return false;
  return rounds.length >= roundCount || nextRound(data, rounds) === null;
}

/** The standings as they are: score, Buchholz, Sonneborn-Berger, seed. */
export function swissTable(data: BracketData) {
  return swissStandings(seedOrder(data), playedOf(roundsOf(data)));
}
