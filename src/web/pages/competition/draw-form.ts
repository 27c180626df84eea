import { drawTooBig, type DrawTooBig } from '../../../shared/competition/draw-size';
import {
  DRAW_FORMATS,
  hasBronzeMatch,
  type DrawFormat,
  type DrawView,
  type SEEDING_METHODS,
} from '../../../shared/competition/schemas';
import type { Scoring } from '../../../shared/competition/scores';
import { formatForSport } from '../../../shared/competition/suggested-format';
import { swissRounds } from '../../../shared/competition/swiss';
import type { DrawBody } from '../../api/competition';

/** The host's choices for a draw (issue 18), and the request they make. */

export type Seeding = (typeof SEEDING_METHODS)[number];

export type DrawForm = {
  format: DrawFormat;
  seeding: Seeding;
  /** Every entrant's registration id; best first when seeded by hand. */
  order: string[];
  bronze: boolean;
  grandFinal: 'simple' | 'double';
  poolCount: number;
  advance: 1 | 2;
  /** Cricket (issue 30): overs per innings as typed, '' for none. */
  overs: string;
  /** Swiss (issue 30): the rounds to play, as typed. */
  rounds: string;
};

/** The most overs an innings may have (the server's rule: 1 to 50). */
export const MAX_OVERS = 50;

/** The overs as typed: a number of 1 to 50, null when left empty, or NaN when not one. */
export function oversOf(form: Pick<DrawForm, 'overs'>): number | null {
  const text = form.overs.trim();
  if (text === '') return null;
  const overs = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return overs >= 1 && overs <= MAX_OVERS ? overs : Number.NaN;
}

/**
 * The most Swiss rounds `count` entrants can play without a rematch (shared/competition/swiss.ts),
 * within the server's 64.
 */
export const maxRounds = (count: number) => Math.min(64, swissRounds(count).max);

/** The rounds as typed: 1 to `maxRounds`, or NaN when not one of those. */
export function roundsOf(form: Pick<DrawForm, 'rounds' | 'order'>): number {
  const text = form.rounds.trim();
  const rounds = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return rounds >= 1 && rounds <= maxRounds(form.order.length) ? rounds : Number.NaN;
}

/**
 * Which options a format has: a seeding (not a lone entrant's walkover), a bronze match (not
 * where the bronzes come from a repechage or go to both semifinal losers), a grand final, pools,
 * Swiss rounds.
 */
export function optionsOf(format: DrawFormat) {
  return {
    seeding: format !== 'walkover',
    bronze: hasBronzeMatch(format),
    grandFinal: format === 'double_elimination',
    pools: format === 'pools_knockout',
    rounds: format === 'swiss',
  };
}

/**
 * The formats `count` entrants may be drawn in (the server's rule): a lone entrant only a
 * walkover; a best of three only for two; every other format for two or more.
 */
export function formatsFor(count: number): DrawFormat[] {
  if (count === 1) return ['walkover'];
  return DRAW_FORMATS.filter((f) => f !== 'walkover' && (f !== 'best_of_three' || count === 2));
}

/** The most pools `count` entrants fill with two each (the server's rule), within 2..16. */
export function maxPools(count: number): number {
  return Math.max(2, Math.min(16, Math.floor(count / 2)));
}

/** Why the draw as chosen is too big for the server (the same rule and text), or null. */
export function sizeProblem(form: DrawForm): DrawTooBig | null {
  const count = form.order.length;
  return drawTooBig(form.format, count, {
    pool_count: Math.min(form.poolCount, maxPools(count)),
    advance: form.advance,
    bronze: form.bronze,
  });
}

/**
 * A new form: the format the sport and the size suggest, random seeding, the entrants in the
 * order listed, the rounds a Swiss event of this size should have; a redo starts from the draw it
 * replaces (its settings, its seeds for the order).
 */
export function initialForm(
  candidates: string[],
  current?: DrawView | null,
  sport?: string,
): DrawForm {
  const rounds = String(swissRounds(candidates.length).recommended);
  if (current) {
    const seeded = [...current.entrants]
      .sort((a, b) => a.seed - b.seed)
      .map((e) => e.participation_id);
    return {
      format: current.format,
      seeding: current.settings.seeding,
      order: reconciled(seeded, candidates),
      bronze: current.settings.bronze,
      grandFinal: current.settings.grand_final,
      poolCount: current.settings.pool_count,
      advance: current.settings.advance === 1 ? 1 : 2,
      overs: current.settings.overs ? String(current.settings.overs) : '',
      rounds: current.settings.rounds ? String(current.settings.rounds) : rounds,
    };
  }
  return {
    format: formatForSport(candidates.length, sport),
    seeding: 'random',
    order: candidates,
    bronze: false,
    grandFinal: 'simple',
    poolCount: 2,
    advance: 2,
    overs: '',
    rounds,
  };
}

/**
 * The request: only the options that apply to the format (pools no more than the entrants fill),
 * the order only for seeding by hand, the overs only for a sport scored in innings, the rounds
 * only for a Swiss event.
 */
export function drawRequest(form: DrawForm, scoring: Scoring = 'text'): DrawBody {
  const options = optionsOf(form.format);
  const overs = scoring === 'innings' ? oversOf(form) : null;
  const rounds = options.rounds ? roundsOf(form) : Number.NaN;
  return {
    format: form.format,
    // A lone entrant has nobody to be seeded against.
    seeding: options.seeding ? form.seeding : 'random',
    ...(options.seeding && form.seeding === 'manual' && { order: form.order }),
    ...(options.bronze && { bronze: form.bronze }),
    ...(options.grandFinal && { grand_final: form.grandFinal }),
    ...(options.pools && {
      pool_count: Math.min(form.poolCount, maxPools(form.order.length)),
      advance: form.advance,
    }),
    ...(overs !== null && !Number.isNaN(overs) && { overs }),
    ...(!Number.isNaN(rounds) && { rounds }),
  };
}

/**
 * An order kept over a list that changed (someone checked in, another left): those still there
 * in the order given, then the new ones as listed.
 */
export function reconciled(order: readonly string[], ids: readonly string[]): string[] {
  const now = new Set(ids);
  const kept = order.filter((id) => now.has(id));
  const had = new Set(kept);
  return [...kept, ...ids.filter((id) => !had.has(id))];
}

/** The list with the item at `index` moved `by` places (up is -1), kept within the list. */
export function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item!);
  return out;
}
