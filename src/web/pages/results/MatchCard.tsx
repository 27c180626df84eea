import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { MatchView } from '../../../shared/competition/schemas';
import {
  isBye,
  sideOf,
  type EntrantLookup,
  type Side,
} from '../../components/competition/draw-layout';
import { t } from '../../i18n/i18n';
import { RESULTS_COLORS } from '../../components/competition/results-labels';
import { matchScore, resultsDecision } from '../../components/competition/match-score';

/** A card's fixed parts: the bracket's lines meet it at its middle whatever it shows. */
const CARD_ROW_HEIGHT = 30;

/** `played`: false for a bye, whose entrant goes through without a match to win. */
function SideRow({ side, played }: { side: Side; played: boolean }) {
  const entrant = side.kind === 'entrant' ? { ...side, won: played && side.won } : null;
  return (
    <Box
      data-winner={entrant?.won ? 'true' : undefined}
      title={entrant ? [entrant.name, entrant.organisation].filter(Boolean).join(', ') : undefined}
      sx={{
        position: 'relative',
        height: CARD_ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.25,
        fontSize: '0.875rem',
        // The winner: bold, with the brand's mark at the edge.
        fontWeight: entrant?.won ? 700 : 500,
        color: entrant && !entrant.lost ? 'text.primary' : 'text.secondary',
        fontStyle: entrant ? 'normal' : 'italic',
        boxShadow: entrant?.won ? `inset 3px 0 0 ${RESULTS_COLORS.accent}` : 'none',
      }}
    >
      <Box
        component="span"
        sx={{
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {entrant
          ? entrant.name
          : t(side.kind === 'bye' ? 'results.match.bye' : 'results.match.tbd')}
      </Box>
      {entrant?.won && (
        <>
          <Box
            component="span"
            aria-hidden
            sx={{ color: RESULTS_COLORS.accentText, fontSize: '0.75rem', fontWeight: 800 }}
          >
            {t('results.match.winnerMark')}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {t('results.match.winner')}
          </Box>
        </>
      )}
    </Box>
  );
}

/** What the card's last line says: the score, how it ended, or where it is played. */
function footerOf(match: MatchView): { left: string; right: string } {
  const outcome =
    match.outcome && match.outcome !== 'played' ? t(`results.outcome.${match.outcome}`) : '';
  if (isBye(match)) return { left: '', right: '' };
  const score = matchScore(match, resultsDecision);
  if (score || outcome) return { left: score || outcome, right: score ? outcome : '' };
  if (match.status === 3) return { left: t('results.playingNow'), right: match.court ?? '' };
  return { left: match.court ? t('results.match.upNext') : '', right: match.court ?? '' };
}

/**
 * One match of a bracket: its two sides (the winner bold, a bye or an opponent still to be
 * decided in italics) and a line with the score text, or the court it is on.
 */
export function MatchCard({ match, entrants }: { match: MatchView; entrants: EntrantLookup }) {
  const footer = footerOf(match);
  const bye = isBye(match);
  return (
    <Box
      data-testid="match-card"
      sx={{
        position: 'relative',
        width: '100%',
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: bye ? 'divider' : RESULTS_COLORS.cardBorder,
        borderStyle: bye ? 'dashed' : 'solid',
        borderRadius: '10px',
        boxShadow: bye ? 'none' : '0 1px 2px rgba(31, 42, 68, 0.08)',
        overflow: 'hidden',
      }}
    >
      <SideRow side={sideOf(match.opponent1, entrants)} played={!bye} />
      <Box sx={{ borderTop: '1px solid', borderColor: 'divider' }} />
      <SideRow side={sideOf(match.opponent2, entrants)} played={!bye} />
      <Box
        sx={{
          height: 24,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 1.25,
          bgcolor: RESULTS_COLORS.cardFooter,
          borderTop: '1px solid',
          borderColor: 'divider',
          color: 'text.secondary',
          fontSize: '0.75rem',
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        <Box
          component="span"
          data-testid="match-score"
          sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {footer.left}
        </Box>
        {footer.right && <span>{footer.right}</span>}
      </Box>
    </Box>
  );
}
