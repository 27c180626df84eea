import { Status, type Match, type StageType } from 'brackets-model';
import type { BracketData } from './bracket-store';
import { winnerOf } from './match-winner';

/**
 * Stages brackets-manager has no format for (issue 30, decision 048): the repechage, Swiss rounds
 * and a best-of-three series. They are kept in the manager's own row shapes (stage, group, round,
 * match), so the store, the draw view, the result dialog and the live page read them like any
 * other; but the manager never works on them: each format's module states the stage it should
 * have now, and `shapeStage` makes the rows so, keeping every result whose match still has the
 * same two opponents.
 */
export type OwnStageType = 'repechage' | 'swiss' | 'series';

/** A side of a wanted match: an entrant, nobody (a Swiss bye), or not known yet. */
export type Seat = number | null | undefined;

export type WantedMatch = {
  number: number;
  a: Seat;
  b: Seat;
  /** A bye's entrant goes through at once: the match is complete with side a the winner. */
  bye?: boolean;
};
export type WantedStage = {
  number: number;
  name: string;
  type: OwnStageType;
  groups: { number: number; rounds: { number: number; matches: WantedMatch[] }[] }[];
};

/** The stage of this type, if the draw has it. */
export function ownStage(data: BracketData, type: OwnStageType) {
  return data.stage.find((s) => (s.type as string) === type);
}

/** The stage's matches by their place: "group.round.number". */
export function matchesByPlace(data: BracketData, stageId: unknown): Map<string, Match> {
  const groups = new Map(data.group.map((g) => [g.id, g.number]));
  const rounds = new Map(data.round.map((r) => [r.id, r.number]));
  const out = new Map<string, Match>();
  for (const m of data.match) {
    if (m.stage_id !== stageId) continue;
    out.set(`${groups.get(m.group_id)}.${rounds.get(m.round_id)}.${m.number}`, m);
  }
  return out;
}

/** The winner of a completed match (a bye's entrant), else undefined. */
export function ownWinner(m: Match | undefined): number | undefined {
  return m && m.status >= Status.Completed ? (winnerOf(m) ?? undefined) : undefined;
}

const nextId = (rows: readonly { id: unknown }[]) =>
  rows.length ? Number(rows[rows.length - 1]!.id) + 1 : 0;

const idOf = (seat: Seat) => (seat === undefined ? null : seat);

function opponent(seat: Seat): Match['opponent1'] {
  return seat === null ? null : { id: idOf(seat) };
}

function statusOf(w: WantedMatch): Status {
  if (w.bye) return Status.Completed;
  return w.a != null && w.b != null ? Status.Ready : Status.Waiting;
}

/** The same two opponents as wanted (a result on them stands). */
const sameSides = (m: Match, w: WantedMatch) =>
  (m.opponent1?.id ?? null) === idOf(w.a) &&
  (m.opponent2?.id ?? null) === idOf(w.b) &&
  (m.opponent1 === null) === (w.a === null) &&
  (m.opponent2 === null) === (w.b === null);

/** Removes rows in place (the store keeps each table in id order, decision 031). */
function removeWhere<T>(rows: T[], drop: (row: T) => boolean) {
  for (let i = rows.length - 1; i >= 0; i--) if (drop(rows[i]!)) rows.splice(i, 1);
}

/**
 * Makes the draw's stage of `type` what `wanted` says (null: no such stage), in place. Matches
 * keep their ids and results where their opponents are the same; a match whose opponents changed
 * loses its result (the store then clears its score); matches, rounds and groups no longer wanted
 * go. New rows take the next ids, so every table stays in id order.
 */
export function shapeStage(data: BracketData, type: OwnStageType, wanted: WantedStage | null) {
  let stage = ownStage(data, type);
  if (!wanted) {
    if (stage) {
      const id = stage.id;
      removeWhere(data.match, (m) => m.stage_id === id);
      removeWhere(data.round, (r) => r.stage_id === id);
      removeWhere(data.group, (g) => g.stage_id === id);
      removeWhere(data.stage, (s) => s.id === id);
    }
    return;
  }
  if (!stage) {
    stage = {
      id: nextId(data.stage),
      tournament_id: 0,
      name: wanted.name,
      type: type as StageType,
      number: wanted.number,
      settings: {},
    };
    data.stage.push(stage);
  }
  const stageId = stage.id;
  const keep = new Set<unknown>();
  for (const g of wanted.groups) {
    let group = data.group.find((x) => x.stage_id === stageId && x.number === g.number);
    if (!group)
      data.group.push((group = { id: nextId(data.group), stage_id: stageId, number: g.number }));
    keep.add(`g${String(group.id)}`);
    for (const r of g.rounds) {
      let round = data.round.find((x) => x.group_id === group.id && x.number === r.number);
      if (!round) {
        round = { id: nextId(data.round), stage_id: stageId, group_id: group.id, number: r.number };
        data.round.push(round);
      }
      keep.add(`r${String(round.id)}`);
      for (const w of r.matches) {
        const found = data.match.find((m) => m.round_id === round.id && m.number === w.number);
        if (found) {
          keep.add(`m${String(found.id)}`);
          if (sameSides(found, w)) continue;
          found.opponent1 = opponent(w.a);
          found.opponent2 = opponent(w.b);
          found.status = statusOf(w);
          if (w.bye) found.opponent1 = { id: idOf(w.a), result: 'win' };
          continue;
        }
        const m: Match = {
          id: nextId(data.match),
          stage_id: stageId,
          group_id: group.id,
          round_id: round.id,
          number: w.number,
          child_count: 0,
          status: statusOf(w),
          opponent1: w.bye ? { id: idOf(w.a), result: 'win' } : opponent(w.a),
          opponent2: opponent(w.b),
        };
        data.match.push(m);
        keep.add(`m${String(m.id)}`);
      }
    }
  }
  removeWhere(data.match, (m) => m.stage_id === stageId && !keep.has(`m${String(m.id)}`));
  removeWhere(data.round, (r) => r.stage_id === stageId && !keep.has(`r${String(r.id)}`));
  removeWhere(data.group, (g) => g.stage_id === stageId && !keep.has(`g${String(g.id)}`));
}
