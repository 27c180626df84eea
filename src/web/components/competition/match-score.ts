import type { MatchView } from '../../../shared/competition/schemas';
import { scoreText, type Decision, type PointsScore } from '../../../shared/competition/scores';
import { t } from '../../i18n/i18n';

/**
 * A match's score as the page says it (issue 30). The stored text is English ('Fall',
 * '10–0 Technical superiority'); a bout's decision is worded again in the page's language from
 * its structured score. Runs, sets and goals read the same in every language.
 */
export function matchScore(
  match: Pick<MatchView, 'score' | 'score_detail'>,
  decisionWord: (decision: Decision) => string,
): string | null {
  const detail = match.score_detail;
  if (detail && 'points' in detail && 'decision' in detail)
    return scoreText('points', detail as unknown as PointsScore, decisionWord);
  return match.score;
}

/** The public pages' words for a decision (the results messages). */
export const resultsDecision = (decision: Decision) => t(`results.decision.${decision}`);
