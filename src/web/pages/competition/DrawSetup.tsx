import ShuffleIcon from '@mui/icons-material/Shuffle';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { DrawView } from '../../../shared/competition/schemas';
import type { Event } from '../../../shared/events/schemas';
import { useDrawCandidates, useMakeDraw } from '../../api/competition';
import { useSport } from '../../api/sports';
import { LoadingButton } from '../../components/LoadingButton';
import { CloseRegistrationButton } from '../../components/events/CloseRegistrationButton';
import { toast } from '../../components/toast';
import { t } from '../../i18n/i18n';
import { attempt } from '../../query-client';
import {
  drawRequest,
  formatsFor,
  initialForm,
  oversOf,
  reconciled,
  roundsOf,
  sizeProblem,
  type DrawForm,
} from './draw-form';
import { DrawOptions } from './DrawOptions';
import { SeedingList } from './SeedingList';

/** Why a draw cannot be made yet, and for the host the way out (closing registration). */
function RegistrationNotice({ event, host }: { event: Event; host: boolean }) {
  if (event.cancelled_at)
    return <Alert severity="error">{t('competition.setup.eventCancelled')}</Alert>;
  if (event.registration_state === 'not_open') {
    return <Alert severity="info">{t('competition.setup.notOpenYet')}</Alert>;
  }
  if (event.registration_state !== 'open') return null;
  return (
    <Alert severity="warning" data-testid="registration-open">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('competition.setup.registrationOpen')}
      </Typography>
      <Typography variant="body2">{t('competition.setup.registrationOpenWhy')}</Typography>
      {host && (
        <Box sx={{ mt: 1.5 }}>
          <CloseRegistrationButton
            event={event}
            label={t('competition.setup.closeNow')}
            size="medium"
          />
        </Box>
      )}
    </Alert>
  );
}

/**
 * A category before its draw (or a draw being redone): who it would take, and for the host the
 * format, seeding and options, then "Make the draw".
 */
export function DrawSetup({
  event,
  categoryId,
  categoryName,
  host,
  current,
  onDone,
}: {
  event: Event;
  categoryId: string;
  categoryName: string;
  host: boolean;
  /** The draw being redone. */
  current?: DrawView;
  /** Back to the draw: made again, or kept. */
  onDone?: () => void;
}) {
  const candidates = useDrawCandidates(event.id, categoryId, true);
  const make = useMakeDraw(event.id, categoryId);
  // How the sport is scored (issue 30): a redo knows it from its draw, a first draw asks the
  // event's sport.
  const sport = useSport(current ? undefined : event.sports_id);
  const scoring = current?.scoring ?? sport.data?.scoring ?? 'text';
  const [changes, setChanges] = useState<Partial<DrawForm>>({});
  const entrants = candidates.data ?? [];
  const ids = entrants.map((e) => e.participation_id);
  // The sport's name suggests its format (issue 30: wrestling's repechage, chess's Swiss).
  const sportName = event.sport_details.sports_name;
  const base = initialForm(ids, current, sportName);
  const form: DrawForm = {
    ...base,
    ...changes,
    order: reconciled(changes.order ?? base.order, ids),
  };
  // A format the entrants no longer fit (one left: only a walkover) gives way to the suggestion.
  if (!formatsFor(ids.length).includes(form.format)) {
    form.format = initialForm(ids, null, sportName).format;
  }
  const closed =
    !event.cancelled_at &&
    (event.registration_state === 'closed' || event.registration_state === 'over');
  // A lone entrant is declared champion (a walkover, the only format offered for one).
  const enough = entrants.length >= 1;
  // Said beside the options (DrawOptions); the server would refuse it with the same text.
  const tooBig = sizeProblem(form) !== null;
  const badOvers = scoring === 'innings' && Number.isNaN(oversOf(form));
  const badRounds = form.format === 'swiss' && Number.isNaN(roundsOf(form));

  const onMake = async () => {
    const result = await attempt(make.mutateAsync(drawRequest(form, scoring)));
    if (!result.ok) return;
    toast.success(current ? t('competition.setup.madeAgain') : t('competition.setup.made'));
    onDone?.();
  };

  return (
    <Stack spacing={2.5}>
      <RegistrationNotice event={event} host={host} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="entrants-heading"
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Typography
          id="entrants-heading"
          variant="h5"
          component="h2"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {categoryName}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {current
            ? t('competition.setup.redoIntro')
            : host
              ? t('competition.setup.notDrawn')
              : t('competition.setup.notDrawnStaff')}
        </Typography>
        {candidates.isPending ? (
          <Typography color="text.secondary">{t('competition.setup.loadingEntrants')}</Typography>
        ) : (
          <Stack
            spacing={3}
            direction={{ xs: 'column', md: 'row' }}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('competition.setup.entrants', { count: entrants.length })}
              </Typography>
              {entrants.length === 0 ? (
                <Typography color="text.secondary">{t('competition.setup.noEntrants')}</Typography>
              ) : (
                <SeedingList
                  entrants={entrants}
                  order={host && form.seeding === 'manual' ? form.order : null}
                  onOrder={(order) => setChanges((c) => ({ ...c, order }))}
                />
              )}
            </Box>
            {host && (
              <Box
                sx={{ flex: 1, minWidth: 0 }}
                component="form"
                aria-labelledby="draw-settings-heading"
                onSubmit={(e) => {
                  e.preventDefault();
                  void onMake();
                }}
              >
                <Typography id="draw-settings-heading" variant="h6" component="h3" sx={{ mb: 2 }}>
                  {t('competition.setup.theDraw')}
                </Typography>
                <DrawOptions
                  form={form}
                  count={entrants.length}
                  scoring={scoring}
                  sport={sportName}
                  onChange={(next) => setChanges((c) => ({ ...c, ...next }))}
                />
                {!enough && (
                  <Alert severity="info" sx={{ mt: 2 }}>
                    {t('competition.setup.tooFew')}
                  </Alert>
                )}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
                  <LoadingButton
                    type="submit"
                    variant="contained"
                    size="large"
                    startIcon={<ShuffleIcon />}
                    loading={make.isPending}
                    disabled={!closed || !enough || tooBig || badOvers || badRounds}
                  >
                    {current ? t('competition.setup.makeAgain') : t('competition.setup.make')}
                  </LoadingButton>
                  {onDone && (
                    <Button color="inherit" size="large" onClick={onDone}>
                      {t('competition.setup.keep')}
                    </Button>
                  )}
                </Stack>
              </Box>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
