import { groupLabel, roundLabel } from '../../../shared/competition/labels';
import { bracketWord, stageName } from './bracket-word';
import type { DrawView, MatchView } from '../../../shared/competition/schemas';

/**
 * A draw as the results page lays it out (issue 18): stages, their groups (a pool, the winners'
 * or losers' side, the grand final, the bronze match) and each group's rounds as columns, with
 * how a round's matches lead into the next one, so the page can draw the lines between them.
 */

/**
 * How the matches of a round lead into the next round: two by two (the next round has half as
 * many), one to one (a losers' side's minor round, the grand final, a repechage ladder), or none.
 */
export type Feed = 'pairs' | 'straight' | null;

export type RoundColumn = {
  id: number;
  label: string;
  matches: MatchView[];
  /** Into the next round of the group. */
  next: Feed;
  /** Whether a line comes in from the previous round. */
  fed: boolean;
};

export type GroupLayout = {
  id: number;
  /** Null when the stage has one group: its rounds need no title of their own. */
  label: string | null;
  rounds: RoundColumn[];
};

/**
 * How a stage reads: pools (a round robin, or a Swiss event's rounds, issue 30) as a table and
 * lists of matches; a series (best of three) as its few games in a list; the others as brackets.
 */
type StageKind = 'pools' | 'series' | 'bracket';

const KINDS: Record<string, StageKind> = { round_robin: 'pools', swiss: 'pools', series: 'series' };

export type StageLayout = {
  id: number;
  name: string;
  kind: StageKind;
  type: string;
  groups: GroupLayout[];
};

function feedBetween(count: number, nextCount: number | undefined): Feed {
  if (nextCount === undefined || count === 0) return null;
  if (nextCount * 2 === count) return 'pairs';
  if (nextCount === count) return 'straight';
  return null;
}

/** The stages of a draw, in order, with their groups and rounds labelled. */
export function layoutDraw(draw: Pick<DrawView, 'stages' | 'groups' | 'rounds' | 'matches'>) {
  const byRound = new Map<number, MatchView[]>();
  for (const m of draw.matches) {
    const list = byRound.get(m.round_id) ?? [];
    list.push(m);
    byRound.set(m.round_id, list);
  }
  return [...draw.stages]
    .sort((a, b) => a.number - b.number)
    .map((stage): StageLayout => {
      const groups = draw.groups
        .filter((g) => g.stage_id === stage.id)
        .sort((a, b) => a.number - b.number);
      return {
        id: stage.id,
        name: stageName(stage.name),
        type: stage.type,
        kind: KINDS[stage.type] ?? 'bracket',
        groups: groups.map((group) => {
          const rounds = draw.rounds
            .filter((r) => r.group_id === group.id)
            .sort((a, b) => a.number - b.number);
          const counts = rounds.map((r) => byRound.get(r.id)?.length ?? 0);
          const feeds = counts.map((count, i) => feedBetween(count, counts[i + 1]));
          // A repechage names its part even when the other ladder had no bout (left out).
          const titled = groups.length > 1 || stage.type === 'repechage';
          return {
            id: group.id,
            label: titled ? groupLabel(stage.type, group.number, groups.length, bracketWord) : null,
            rounds: rounds.map((round, i) => ({
              id: round.id,
              label: roundLabel(stage.type, group.number, round.number, rounds.length, bracketWord),
              matches: [...(byRound.get(round.id) ?? [])].sort((a, b) => a.number - b.number),
              next: feeds[i]!,
              fed: i > 0 && feeds[i - 1] !== null,
            })),
          };
        }),
      };
    });
}

/** One side of a match as the page shows it. */
export type Side =
  | { kind: 'bye' }
  | { kind: 'tbd' }
  | { kind: 'entrant'; name: string; organisation: string | null; won: boolean; lost: boolean };

export type EntrantLookup = Map<number, { name: string; organisation: string | null }>;

export const entrantLookup = (draw: Pick<DrawView, 'entrants'>): EntrantLookup =>
  new Map(draw.entrants.map((e) => [e.id, { name: e.name, organisation: e.organisation }]));

/** A side of a match: no opponent is a bye, an opponent not known yet is to be decided. */
export function sideOf(opponent: MatchView['opponent1'], entrants: EntrantLookup): Side {
  if (opponent === null) return { kind: 'bye' };
  if (opponent.id === null) return { kind: 'tbd' };
  const entrant = entrants.get(opponent.id);
  if (!entrant) return { kind: 'tbd' };
  return {
    kind: 'entrant',
    ...entrant,
    won: opponent.result === 'win',
    lost: opponent.result === 'loss',
  };
}

/** Both opponents known and no result yet: a match that can be played now. */
export const isPlayable = (m: MatchView) =>
  m.opponent1?.id != null &&
  m.opponent2?.id != null &&
  !m.opponent1.result &&
  !m.opponent2.result &&
  m.status < 4;

/** A bye: one side has no opponent, so nothing is played. */
export const isBye = (m: MatchView) => m.opponent1 === null || m.opponent2 === null;
