import { drawTooBig, type DrawTooBig } from '../../../shared/competition/draw-size';
import { suggestedFormat } from '../../../shared/competition/placement';
import type { DrawFormat, DrawView, SEEDING_METHODS } from '../../../shared/competition/schemas';
import type { Scoring } from '../../../shared/competition/scores';
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

/** Which options a format has: a bronze match, a grand final, pools. */
export function optionsOf(format: DrawFormat) {
  return {
    bronze: format === 'single_elimination' || format === 'pools_knockout',
    grandFinal: format === 'double_elimination',
    pools: format === 'pools_knockout',
  };
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
 * A new form: the format the size suggests, random seeding, the entrants in the order listed; a
 * redo starts from the draw it replaces (its settings, its seeds for the order).
 */
export function initialForm(candidates: string[], current?: DrawView | null): DrawForm {
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
    };
  }
  return {
    format: suggestedFormat(candidates.length),
    seeding: 'random',
    order: candidates,
    bronze: false,
    grandFinal: 'simple',
    poolCount: 2,
    advance: 2,
    overs: '',
  };
}

/**
 * The request: only the options that apply to the format (pools no more than the entrants fill),
 * the order only for seeding by hand, the overs only for a sport scored in innings.
 */
export function drawRequest(form: DrawForm, scoring: Scoring = 'text'): DrawBody {
  const options = optionsOf(form.format);
  const overs = scoring === 'innings' ? oversOf(form) : null;
  return {
    format: form.format,
    seeding: form.seeding,
    ...(form.seeding === 'manual' && { order: form.order }),
    ...(options.bronze && { bronze: form.bronze }),
    ...(options.grandFinal && { grand_final: form.grandFinal }),
    ...(options.pools && {
      pool_count: Math.min(form.poolCount, maxPools(form.order.length)),
      advance: form.advance,
    }),
    ...(overs !== null && !Number.isNaN(overs) && { overs }),
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
