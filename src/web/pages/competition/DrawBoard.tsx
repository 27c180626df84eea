import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { DrawView } from '../../../shared/competition/schemas';
import type { Event } from '../../../shared/events/schemas';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { entrantLookup } from '../../components/competition/draw-layout';
import { PoolStandings } from '../../components/competition/PoolTable';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { t } from '../../i18n/i18n';
import { drawSections, type PartSection, type RoundSection } from './draw-sections';
import { formatLabel } from './DrawOptions';
import { DrawSetup } from './DrawSetup';
import { MatchCard } from './MatchCard';
import { mayEndLevel, type Entrant } from './match-state';
import { ResultDialog } from './ResultDialog';

const STATE_KEYS: Record<DrawView['state'], MessageKey> = {
  drawn: 'competition.board.state.drawn',
  running: 'competition.board.state.running',
  final: 'competition.board.state.final',
};

const SEEDING_KEYS: Record<DrawView['settings']['seeding'], MessageKey> = {
  random: 'competition.board.seeding.random',
  manual: 'competition.board.seeding.manual',
  previous: 'competition.board.seeding.previous',
  ranking: 'competition.board.seeding.ranking',
};

/** A match's dialog title: "Semifinals · match 2", with its part when there are more. */
const matchTitle = (part: PartSection, round: RoundSection, match: { number: number }) =>
  [part.title, round.label, t('competition.board.matchNumber', { number: match.number })]
    .filter(Boolean)
    .join(' · ');

function Standings({ draw }: { draw: DrawView }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="standings-heading" sx={{ p: 2 }}>
      <Typography id="standings-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        {draw.state === 'final'
          ? t('competition.board.finalStandings')
          : t('competition.board.podiumSoFar')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {draw.standings.slice(0, 8).map((s) => (
          <Box
            component="li"
            key={s.entrant_id}
            sx={{ display: 'flex', gap: 1.5, py: 0.5, alignItems: 'baseline' }}
          >
            <Typography
              sx={{ minWidth: 40, flexShrink: 0, fontWeight: 800, color: 'primary.dark' }}
            >
              {t('competition.board.rank', { rank: s.rank })}
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
              {s.name}
              {s.organisation && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  · {s.organisation}
                </Typography>
              )}
              {s.walkover && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  · {t('results.podium.walkover')}
                </Typography>
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * A drawn category: its matches by part and round, each a card that opens its result; for the
 * host "Redo the draw" until the first result is in.
 */
export function DrawBoard({ event, draw, host }: { event: Event; draw: DrawView; host: boolean }) {
  const [redo, setRedo] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const sections = useMemo(() => drawSections(draw), [draw]);
  const entrants = useMemo(
    () => new Map<number, Entrant>(draw.entrants.map((e) => [e.id, e])),
    [draw.entrants],
  );
  const named = useMemo(() => entrantLookup(draw), [draw]);
  const canRedo = host && draw.state === 'drawn';
  const waitingKnockout = draw.format === 'pools_knockout' && draw.stages.length < 2;

  if (redo && canRedo) {
    return (
      <DrawSetup
        event={event}
        categoryId={draw.category_id}
        categoryName={draw.category_name}
        host={host}
        current={draw}
        onDone={() => setRedo(false)}
      />
    );
  }

  const selected = sections
    .flatMap((part) =>
      part.rounds.flatMap((round) => round.matches.map((match) => ({ part, round, match }))),
    )
    .find((x) => x.match.id === open);
  const stage = selected && draw.stages.find((s) => s.id === selected.match.stage_id);

  return (
    <Stack spacing={2.5}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="draw-heading"
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', gap: 1.5, alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id="draw-heading"
              variant="h5"
              component="h2"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {draw.category_name}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('competition.board.summary', {
                format: formatLabel(draw.format),
                count: draw.entrants.length,
                seeding: t(SEEDING_KEYS[draw.settings.seeding]),
              })}
            </Typography>
            <Chip
              label={t(STATE_KEYS[draw.state])}
              size="small"
              color={draw.state === 'final' ? 'success' : 'default'}
              sx={{ mt: 1, fontWeight: 600 }}
              data-testid="draw-state"
            />
          </Box>
          {canRedo && (
            <Button
              variant="outlined"
              startIcon={<ReplayIcon />}
              onClick={() => setRedo(true)}
              sx={[readableOutlinedButtonSx, { flexShrink: 0 }]}
            >
              {t('competition.board.redo')}
            </Button>
          )}
        </Stack>
        {draw.round_one_conflicts > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="round-one-conflicts">
            {t('competition.board.conflicts', { count: draw.round_one_conflicts })}
          </Alert>
        )}
        {waitingKnockout && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('competition.board.knockoutLater')}
          </Alert>
        )}
      </Paper>

      {draw.standings.length > 0 && <Standings draw={draw} />}

      {sections.map((part) => (
        <Box
          key={part.key}
          component="section"
          aria-label={part.title ?? t('competition.board.matches')}
          data-testid="draw-part"
        >
          {part.title && (
            <Typography variant="h5" component="h3" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
              {part.title}
            </Typography>
          )}
          <Stack spacing={2}>
            {/* A pool's or a Swiss event's table as the public page shows it (issue 30). */}
            {part.table && (
              <PoolStandings
                group={part.table}
                entrants={named}
                caption={part.title ?? t('results.category.table')}
                source={draw}
              />
            )}
            {part.rounds.map((round) => (
              <Box key={round.key} data-testid="draw-round">
                <Typography
                  variant="h6"
                  component={part.title ? 'h4' : 'h3'}
                  sx={{
                    mb: 1,
                    color: 'text.secondary',
                    textTransform: 'uppercase',
                    fontSize: '0.85rem',
                    letterSpacing: 0.6,
                  }}
                >
                  {round.label}
                </Typography>
                <Box
                  component="ul"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
                    gap: 1.5,
                    p: 0,
                    m: 0,
                  }}
                >
                  {round.matches.map((match) => (
                    <MatchCard
                      key={match.id}
                      match={match}
                      entrants={entrants}
                      onOpen={() => setOpen(match.id)}
                    />
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        </Box>
      ))}

      {selected && (
        <ResultDialog
          key={selected.match.id}
          draw={draw}
          match={selected.match}
          title={matchTitle(selected.part, selected.round, selected.match)}
          entrants={entrants}
          mayDraw={mayEndLevel(stage?.type)}
          eventId={event.id}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
