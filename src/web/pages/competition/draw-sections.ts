import { groupLabel, roundLabel } from '../../../shared/competition/labels';
import type { DrawView, MatchView } from '../../../shared/competition/schemas';

/**
 * A draw as the page lists it (issue 18): its parts (a stage's group: a pool, the winners' side,
 * the bronze match…) in play order, each with its rounds and their matches. Matches that hold
 * nobody (two byes) are left out.
 */

export type RoundSection = {
  key: string;
  /** "Round 1", "Semifinals", "Final", "Bronze match"… */
  label: string;
  matches: MatchView[];
};

export type PartSection = {
  key: string;
  /** Null when the draw is one part (a plain knockout, one round robin table). */
  title: string | null;
  rounds: RoundSection[];
};

type Layout = Pick<DrawView, 'stages' | 'groups' | 'rounds' | 'matches'>;

const byNumber = <T extends { number: number }>(a: T, b: T) => a.number - b.number;

const holdsSomeone = (m: MatchView) => m.opponent1 !== null || m.opponent2 !== null;

export function drawSections(draw: Layout): PartSection[] {
  const stages = [...draw.stages].sort(byNumber);
  const parts: PartSection[] = [];
  for (const stage of stages) {
    const groups = draw.groups.filter((g) => g.stage_id === stage.id).sort(byNumber);
    for (const group of groups) {
      const rounds = draw.rounds.filter((r) => r.group_id === group.id).sort(byNumber);
      const side = groupLabel(stage.type, group.number, groups.length);
      // A pool's label says what it is; a knockout after pools also says which stage it is.
      const pool = stage.type === 'round_robin' && groups.length > 1;
      const title = [
        stages.length > 1 && !pool ? stage.name : null,
        groups.length > 1 ? side : null,
      ]
        .filter(Boolean)
        .join(' · ');
      parts.push({
        key: `${stage.id}-${group.id}`,
        title: title || null,
        rounds: rounds
          .map((round) => ({
            key: `${stage.id}-${group.id}-${round.id}`,
            label: roundLabel(stage.type, group.number, round.number, rounds.length),
            matches: draw.matches
              .filter((m) => m.round_id === round.id && holdsSomeone(m))
              .sort(byNumber),
          }))
          .filter((round) => round.matches.length > 0),
      });
    }
  }
  return parts.filter((part) => part.rounds.length > 0);
}

/** How a match is named in its dialog: "Semifinals · match 2", with its part when there are more. */
export function matchTitle(part: PartSection, round: RoundSection, match: MatchView): string {
  return [part.title, round.label, `match ${match.number}`].filter(Boolean).join(' · ');
}
