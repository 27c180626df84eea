import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { MatchOutcome, MatchView } from '../../../shared/competition/schemas';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { t } from '../../i18n/i18n';
import { canEnterResult, hasResult, isBye, isDrawn, winnerOf, type Entrant } from './match-state';
import { matchScore } from '../../components/competition/match-score';
import { decisionLabel } from './score-form';

/** OUTCOME_LABELS (shared/competition/schemas.ts) in the page's language. */
const OUTCOME_KEYS: Record<MatchOutcome, MessageKey> = {
  played: 'competition.outcome.played',
  walkover: 'competition.outcome.walkover',
  disqualification: 'competition.outcome.disqualification',
  no_show: 'competition.outcome.noShow',
};

/** How a match ended: "Played", "Walkover"… */
export const outcomeLabel = (outcome: MatchOutcome) => t(OUTCOME_KEYS[outcome]);

/** Who a side is: the entrant, "Bye" or "To be decided" (match-state.ts's sideName, spoken). */
export function sideLabel(entrants: Map<number, Entrant>, o: MatchView['opponent1']): string {
  if (o === null) return t('competition.match.bye');
  if (o.id === null) return t('competition.match.toBeDecided');
  return entrants.get(o.id)?.name ?? t('competition.match.unknownEntrant');
}

/** What a match card says under the names (match-state.ts's statusText, spoken). */
function statusLabel(m: MatchView): string {
  if (isBye(m)) return t('competition.match.bye');
  if (hasResult(m))
    return isDrawn(m) ? t('competition.match.status.draw') : t('competition.match.status.resultIn');
  if (canEnterResult(m))
    return m.status === 3
      ? t('competition.match.status.playing')
      : t('competition.match.status.ready');
  return t('competition.match.status.waiting');
}

/** The left edge says where a match stands: to play (brand orange), done (green), waiting. */
function edgeColour(m: MatchView): string {
  if (hasResult(m)) return 'success.main';
  if (canEnterResult(m)) return 'primary.main';
  return 'grey.300';
}

function Side({
  entrants,
  side,
  match,
}: {
  entrants: Map<number, Entrant>;
  side: MatchView['opponent1'];
  match: MatchView;
}) {
  const won = side?.id != null && winnerOf(match) === side.id;
  const lost = hasResult(match) && !won && winnerOf(match) !== null;
  const entrant = side?.id != null ? entrants.get(side.id) : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 28 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: won ? 800 : 600,
            color: side?.id == null ? 'text.secondary' : lost ? 'text.secondary' : 'text.primary',
            fontStyle: side?.id == null ? 'italic' : undefined,
            overflowWrap: 'anywhere',
          }}
        >
          {sideLabel(entrants, side)}
          {won && (
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {t('competition.match.winner')}
            </Box>
          )}
        </Typography>
        {entrant?.organisation && (
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {entrant.organisation}
          </Typography>
        )}
      </Box>
      {won && <EmojiEventsIcon aria-hidden sx={{ color: '#B8860B', flexShrink: 0 }} />}
    </Stack>
  );
}

/** One match: its two sides, the winner, the score and the court. Tapped, it opens its result. */
export function MatchCard({
  match,
  entrants,
  onOpen,
}: {
  match: MatchView;
  entrants: Map<number, Entrant>;
  onOpen: () => void;
}) {
  const bye = isBye(match);
  // A bye is never played: one short line, so the matches to play stand out.
  const byeBody = (
    <Box sx={{ px: 2, py: 1 }}>
      <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {t('competition.match.byeTitle', { number: match.number })}
      </Typography>
      <Side entrants={entrants} side={match.opponent1 ?? match.opponent2} match={match} />
      <Typography variant="body2" color="text.secondary">
        {t('competition.match.goesThrough')}
      </Typography>
    </Box>
  );
  const body = (
    <Box sx={{ p: 1.5, pl: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5, gap: 1 }}
      >
        <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          {t('competition.match.title', { number: match.number })}
        </Typography>
        {match.court && (
          <Chip
            size="small"
            icon={<PlaceOutlinedIcon />}
            label={match.court}
            sx={{ maxWidth: '60%' }}
          />
        )}
      </Stack>
      <Side entrants={entrants} side={match.opponent1} match={match} />
      <Typography
        variant="caption"
        color="text.secondary"
        aria-hidden
        sx={{ display: 'block', my: 0.25 }}
      >
        {t('competition.match.versus')}
      </Typography>
      <Side entrants={entrants} side={match.opponent2} match={match} />
      <Stack
        direction="row"
        sx={{
          mt: 1,
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2" color="text.secondary" data-testid="match-status">
          {statusLabel(match)}
          {hasResult(match) && match.outcome && match.outcome !== 'played'
            ? ` · ${outcomeLabel(match.outcome)}`
            : ''}
        </Typography>
        {match.score && (
          <Typography
            variant="body2"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            data-testid="match-score"
          >
            {matchScore(match, decisionLabel)}
          </Typography>
        )}
      </Stack>
    </Box>
  );
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="match-card"
      data-match-id={match.id}
      sx={{
        borderLeft: 5,
        borderLeftColor: edgeColour(match),
        bgcolor: bye ? 'grey.50' : 'background.paper',
        listStyle: 'none',
      }}
    >
      {bye ? (
        byeBody
      ) : (
        <CardActionArea onClick={onOpen} aria-haspopup="dialog">
          {body}
        </CardActionArea>
      )}
    </Card>
  );
}
