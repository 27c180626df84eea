import type { MatchView } from '../../../shared/competition/schemas';
import { layoutDraw, type GroupLayout } from '../../components/competition/draw-layout';

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
  /** A pool's or a Swiss event's group, whose table the board shows above its matches. */
  table: GroupLayout | null;
};

/** The results page's layout of the draw (components/competition/draw-layout.ts), flattened into titled parts. */
export function drawSections(draw: Parameters<typeof layoutDraw>[0]): PartSection[] {
  const stages = layoutDraw(draw);
  return stages.flatMap((stage) =>
    stage.groups
      .map((group) => {
        // A pool's label says what it is, and a repechage's ("Repechage · top half"); a knockout
        // after pools also says which stage it is.
        const named =
          (stage.kind === 'pools' && stage.groups.length > 1) || stage.type === 'repechage';
        const title = [stages.length > 1 && !named ? stage.name : null, group.label]
          .filter(Boolean)
          .join(' · ');
        return {
          key: `${stage.id}-${group.id}`,
          title: title || null,
          table: stage.kind === 'pools' ? group : null,
          rounds: group.rounds
            .map((round) => ({
              key: `${stage.id}-${group.id}-${round.id}`,
              label: round.label,
              matches: round.matches.filter(holdsSomeone),
            }))
            .filter((round) => round.matches.length > 0),
        };
      })
      .filter((part) => part.rounds.length > 0),
  );
}

const holdsSomeone = (m: MatchView) => m.opponent1 !== null || m.opponent2 !== null;

/** How a match is named in its dialog: "Semifinals · match 2", with its part when there are more. */
export function matchTitle(part: PartSection, round: RoundSection, match: MatchView): string {
  return [part.title, round.label, `match ${match.number}`].filter(Boolean).join(' · ');
}
