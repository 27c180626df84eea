import { roundLabelAlone } from '../../../shared/competition/labels';
import { bracketWord } from '../../components/competition/bracket-word';
import type { DrawView, MatchView, Results } from '../../../shared/competition/schemas';
import { isPlayable } from '../../components/competition/draw-layout';

export type NextMatch = {
  court: string;
  match: MatchView;
  draw: DrawView;
  categoryName: string;
  round: string;
};

/** Where a match stands in its draw: its round's number and label. */
function roundOf(draw: DrawView, match: MatchView) {
  const round = draw.rounds.find((r) => r.id === match.round_id);
  const group = draw.groups.find((g) => g.id === match.group_id);
  const stage = draw.stages.find((s) => s.id === match.stage_id);
  if (!round || !group || !stage) return { number: 0, label: '' };
  const roundCount = draw.rounds.filter((r) => r.group_id === group.id).length;
  return {
    number: round.number,
    label: roundLabelAlone(stage.type, group.number, round.number, roundCount, bracketWord),
  };
}

/**
 * "Up next" (issue 18): for each court the host has put matches on, the first match there that
 * can be played (both opponents known, no result). A match marked running comes first, then the
 * earliest round, then the categories' order and the match's number. Courts in natural order
 * ("Court 2" before "Court 10").
 */
export function upNext(results: Pick<Results, 'categories'>): NextMatch[] {
  const candidates: Array<NextMatch & { key: number[] }> = [];
  results.categories.forEach((category, categoryIndex) => {
    const draw = category.draw;
    if (!draw) return;
    for (const match of draw.matches) {
      const court = match.court?.trim();
      if (!court || !isPlayable(match)) continue;
      const round = roundOf(draw, match);
      candidates.push({
        court,
        match,
        draw,
        categoryName: category.category_name,
        round: round.label,
        key: [match.status === 3 ? 0 : 1, round.number, categoryIndex, match.number],
      });
    }
  });
  const byKey = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  const first = new Map<string, (typeof candidates)[number]>();
  for (const c of candidates) {
    const held = first.get(c.court);
    if (!held || byKey(c.key, held.key) < 0) first.set(c.court, c);
  }
  return [...first.values()]
    .sort((a, b) => a.court.localeCompare(b.court, undefined, { numeric: true }))
    .map(({ key: _key, ...next }) => next);
}
