import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  MATCH_OUTCOMES,
  type DrawView,
  type MatchOutcome,
  type MatchUpdate,
  type MatchView,
} from '../../../shared/competition/schemas';
import { scoreText, type StructuredScoring } from '../../../shared/competition/scores';
import { useEnterResult, useSetCourt } from '../../api/competition';
import { LoadingButton } from '../../components/LoadingButton';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { toast } from '../../components/toast';
import { attempt } from '../../query-client';
import { t } from '../../i18n/i18n';
import { MOBILE_MEDIA_QUERY } from '../../theme';
import { canEnterResult, hasResult, isDrawn, winnerOf, type Entrant } from './match-state';
import { CorrectionPreview } from './CorrectionPreview';
import { outcomeLabel, sideLabel } from './MatchCard';
import { ScoreFields } from './ScoreFields';
import {
  decisionLabel,
  initialDraft,
  readScore,
  type ScoreDraft,
  type ScoreReading,
} from './score-form';

/** Who won: an entrant, a draw (null: round robin and Swiss only), or not chosen (undefined). */
type Winner = number | null | undefined;

/**
 * A match's result and court (issue 18), full screen on a phone. A first result is saved at once;
 * a completed match's correction is first previewed (which later results it clears) and saved
 * only when confirmed.
 */
export function ResultDialog({
  draw,
  match,
  title,
  entrants,
  mayDraw,
  eventId,
  onClose,
}: {
  draw: DrawView;
  match: MatchView;
  title: string;
  entrants: Map<number, Entrant>;
  /** A round robin or Swiss match may end in a draw (match-state.ts mayEndLevel). */
  mayDraw: boolean;
  eventId: string;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const titleId = useId();
  const winnerLabel = useId();
  const enter = useEnterResult(eventId, draw.category_id);
  const setCourt = useSetCourt(eventId, draw.category_id);
  const done = hasResult(match);
  const [winner, setWinner] = useState<Winner>(
    done ? (isDrawn(match) ? null : winnerOf(match)) : undefined,
  );
  const [score, setScore] = useState(match.score ?? '');
  const [outcome, setOutcome] = useState<MatchOutcome>(match.outcome ?? 'played');
  const [court, setCourtText] = useState(match.court ?? '');
  const [preview, setPreview] = useState<MatchUpdate['changes'] | null>(null);
  // A sport scored in sets, goals, innings or points (issue 30): its form, checked on save.
  const scoring: StructuredScoring | null = draw.scoring === 'text' ? null : draw.scoring;
  const quota = draw.settings.overs ?? undefined;
  const [draft, setDraft] = useState<ScoreDraft>(() => initialDraft(match.score_detail));
  const [tried, setTried] = useState(false);
  const enterable = canEnterResult(match);
  const scored = { scored: match.score ? 'yes' : 'no', score: match.score ?? '' };
  const sides = [match.opponent1, match.opponent2].filter(
    (o): o is NonNullable<typeof o> & { id: number } => o !== null && o.id !== null,
  );
  const names: [string, string] = [
    sideName(entrants, match.opponent1?.id),
    sideName(entrants, match.opponent2?.id),
  ];
  const played = outcome === 'played';
  const reading: ScoreReading | null =
    scoring && played ? readScore(scoring, draft, { oversPerInnings: quota }) : null;
  // The entrant the score says won; null when level (then the host says who won, or a draw).
  const derived =
    reading?.ok && reading.winner !== null
      ? ([match.opponent1?.id, match.opponent2?.id][reading.winner] ?? null)
      : null;
  const level = Boolean(reading?.ok && reading.winner === null);

  // Any change after a preview needs a new one: it may clear other results.
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPreview(null);
    };
  const textBody = (confirm: boolean) => ({
    winner: winner ?? null,
    score: score.trim(),
    outcome: winner === null ? ('played' as const) : outcome,
    confirm,
  });
  // What is wrong with a structured score before it is sent: the shared schema's first
  // problem, or a level score with nobody named (a wrestling bout always has a winner).
  const scoreProblem = !reading
    ? null
    : !reading.ok
      ? reading.problem
      : level && (scoring === 'points' || winner === undefined)
        ? t('competition.score.chooseWinner')
        : null;
  /** The request: a structured score says who won itself; a walkover needs no score. */
  const body = (confirm: boolean) => {
    if (!scoring) return textBody(confirm);
    if (!played) return { winner: winner ?? null, score: '', outcome, confirm };
    if (!reading?.ok || scoreProblem) return null;
    return {
      score: reading.score as Record<string, unknown>,
      ...(derived === null && { winner: winner ?? null }),
      outcome,
      confirm,
    };
  };

  const send = (confirm: boolean) => {
    const request = body(confirm);
    if (!request) {
      setTried(true);
      return null;
    }
    return attempt(enter.mutateAsync({ matchId: match.id, body: request }));
  };
  const onSave = async () => {
    const res = await send(true);
    if (!res?.ok) return;
    toast.success(done ? t('competition.result.corrected') : t('competition.result.saved'));
    onClose();
  };
  const onPreview = async () => {
    const res = await send(false);
    if (res?.ok) setPreview(res.data.changes);
  };
  const onCourt = async () => {
    const res = await attempt(
      setCourt.mutateAsync({ matchId: match.id, court: court.trim() || null }),
    );
    if (res.ok)
      toast.success(
        court.trim()
          ? t('competition.result.courtSaved', { court: court.trim() })
          : t('competition.result.courtCleared'),
      );
  };

  /** The sides to choose the winner from (and a draw, in a round robin or a Swiss round). */
  const winnerButtons = (withDraw: boolean) => (
    <Box role="group" aria-labelledby={winnerLabel}>
      <Typography id={winnerLabel} variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('competition.result.winner')}
      </Typography>
      <Stack spacing={1.25}>
        {sides.map((side) => {
          const entrant = entrants.get(side.id);
          const chosen = winner === side.id;
          return (
            <Button
              key={side.id}
              variant={chosen ? 'contained' : 'outlined'}
              color={chosen ? 'primary' : 'inherit'}
              aria-pressed={chosen}
              onClick={() => edit(setWinner)(side.id)}
              sx={{
                minHeight: 64,
                justifyContent: 'flex-start',
                textAlign: 'left',
                borderWidth: 2,
                '&:hover': { borderWidth: 2 },
              }}
            >
              <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
                <Box
                  component="span"
                  data-testid="side-name"
                  sx={{
                    display: 'block',
                    fontSize: '1.05rem',
                    fontWeight: 800,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {entrant?.name ?? t('competition.match.unknownEntrant')}
                </Box>
                {entrant?.organisation && (
                  <Box
                    component="span"
                    sx={{
                      display: 'block',
                      fontSize: '0.8rem',
                      fontWeight: 500,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {entrant.organisation}
                  </Box>
                )}
              </Box>
            </Button>
          );
        })}
        {withDraw && (
          <Button
            variant={winner === null ? 'contained' : 'outlined'}
            color={winner === null ? 'primary' : 'inherit'}
            aria-pressed={winner === null}
            onClick={() => edit(setWinner)(null)}
            sx={{ minHeight: 52, borderWidth: 2, '&:hover': { borderWidth: 2 } }}
          >
            {t('competition.result.draw')}
          </Button>
        )}
      </Stack>
    </Box>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {title}
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {draw.category_name}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {enterable ? (
          <Stack spacing={2.5}>
            {done && (
              <Alert severity="success" icon={false}>
                {isDrawn(match)
                  ? t('competition.result.inDrawn', scored)
                  : t('competition.result.inWon', {
                      ...scored,
                      winner: sideLabel(entrants, winnerOfSide(match)),
                    })}
              </Alert>
            )}
            {!scoring && winnerButtons(mayDraw)}
            {scoring ? (
              <>
                <TextField
                  select
                  label={t('competition.result.outcome')}
                  value={outcome}
                  onChange={(e) => edit(setOutcome)(e.target.value as MatchOutcome)}
                  helperText={played ? undefined : t('competition.score.outcomeFirst')}
                  fullWidth
                >
                  {MATCH_OUTCOMES.map((o) => (
                    <MenuItem key={o} value={o}>
                      {outcomeLabel(o)}
                    </MenuItem>
                  ))}
                </TextField>
                {played ? (
                  <>
                    <ScoreFields
                      scoring={scoring}
                      draft={draft}
                      names={names}
                      quota={quota}
                      showErrors={tried}
                      onChange={edit(setDraft)}
                    />
                    {reading?.ok && derived !== null && (
                      <Alert
                        severity="success"
                        icon={false}
                        role="status"
                        data-testid="derived-winner"
                      >
                        {winnerText(scoring, reading, names)}
                      </Alert>
                    )}
                    {level && scoring !== 'points' && (
                      <>
                        <Alert severity="info" icon={false}>
                          {t('competition.score.level', { draw: mayDraw ? 'yes' : 'no' })}
                        </Alert>
                        {winnerButtons(mayDraw)}
                      </>
                    )}
                    {tried && scoreProblem && (
                      <Alert severity="error" data-testid="score-problem">
                        {scoreProblem}
                      </Alert>
                    )}
                  </>
                ) : (
                  winnerButtons(false)
                )}
              </>
            ) : (
              <>
                <TextField
                  label={t('competition.result.score')}
                  value={score}
                  onChange={(e) => edit(setScore)(e.target.value)}
                  placeholder="21-15, 18-21, 21-19"
                  helperText={t('competition.result.scoreHelp')}
                  slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
                  fullWidth
                />
                <TextField
                  select
                  label={t('competition.result.outcome')}
                  value={winner === null ? 'played' : outcome}
                  onChange={(e) => edit(setOutcome)(e.target.value as MatchOutcome)}
                  disabled={winner === null}
                  fullWidth
                >
                  {MATCH_OUTCOMES.map((o) => (
                    <MenuItem key={o} value={o}>
                      {outcomeLabel(o)}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
            {preview && <CorrectionPreview changes={preview} draw={draw} />}
          </Stack>
        ) : (
          <Alert severity="info">{t('competition.result.notReady')}</Alert>
        )}
        <Divider sx={{ my: 3 }} />
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void onCourt();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            label={t('competition.result.court')}
            value={court}
            onChange={(e) => setCourtText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off' } }}
            size="small"
            fullWidth
          />
          <LoadingButton
            type="submit"
            variant="outlined"
            loading={setCourt.isPending}
            sx={[readableOutlinedButtonSx, { flexShrink: 0, minHeight: 40 }]}
          >
            {t('competition.result.saveCourt')}
          </LoadingButton>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={onClose}>
          {t('competition.result.cancel')}
        </Button>
        {enterable &&
          (!done ? (
            <LoadingButton
              variant="contained"
              size="large"
              loading={enter.isPending}
              disabled={
                scoring
                  ? !played && (winner === undefined || winner === null)
                  : winner === undefined
              }
              onClick={() => void onSave()}
            >
              {t('competition.result.save')}
            </LoadingButton>
          ) : preview ? (
            <LoadingButton
              variant="contained"
              color="error"
              size="large"
              loading={enter.isPending}
              onClick={() => void onSave()}
            >
              {t('competition.result.confirmCorrection')}
            </LoadingButton>
          ) : (
            <LoadingButton
              variant="contained"
              size="large"
              loading={enter.isPending}
              disabled={
                scoring
                  ? !played && (winner === undefined || winner === null)
                  : winner === undefined
              }
              onClick={() => void onPreview()}
            >
              {t('competition.result.correct')}
            </LoadingButton>
          ))}
      </DialogActions>
    </Dialog>
  );
}

/** The side that won a completed match (for its name). */
function winnerOfSide(m: MatchView): MatchView['opponent1'] {
  const id = winnerOf(m);
  return m.opponent1?.id === id ? m.opponent1 : m.opponent2;
}

function sideName(entrants: Map<number, Entrant>, id: number | null | undefined): string {
  return (id != null && entrants.get(id)?.name) || t('competition.match.unknownEntrant');
}

/** "Winner: Asha Rao, 2–1 in sets"; "Winner: Strikers · 160/4 (20) – 140/9 (20)". */
function winnerText(
  scoring: StructuredScoring,
  reading: Extract<ScoreReading, { ok: true }>,
  names: [string, string],
): string {
  const name = names[reading.winner ?? 0];
  if (scoring === 'sets' && 'sets' in reading.score) {
    const sets = reading.score.sets;
    const first = sets.filter(([a, b]) => a > b).length;
    const second = sets.length - first;
    const [won, lost] = reading.winner === 0 ? [first, second] : [second, first];
    return t('competition.score.winnerSets', { name, won, lost });
  }
  return t('competition.score.winnerScore', {
    name,
    score: scoreText(scoring, reading.score as never, decisionLabel),
  });
}
