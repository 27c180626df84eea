import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useController, useFormState, useWatch, type Control } from 'react-hook-form';
import { suggestedScoring } from '../../../shared/catalog/suggested-scoring';
import { SCORINGS } from '../../../shared/competition/scores';
import { DEFAULT_RANKING_POINTS, RANKED_PLACES } from '../../../shared/rankings/points';
import { toast } from '../../components/toast';
import { SportRequestSchema, type Sport, type SportRequest } from '../../../shared/catalog/schemas';
import { useCreateSport, useSport, useUpdateSport } from '../../api/sports';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { LoadingButton } from '../../components/LoadingButton';
import { Modal } from '../../components/Modal';
import { t } from '../../i18n/i18n';
import { attempt } from '../../query-client';

/**
 * §2 add-sports and {sportsId}/edit: a modal with the sport's Name (sports_name) and, since issue
 * 30, its Scoring (a new sport takes what its name suggests until the admin picks one) and its
 * ranking points for places 1 to 8.
 */
export function SportFormModal({ sportId, onClose }: { sportId?: string; onClose: () => void }) {
  const sport = useSport(sportId);
  return (
    <Modal
      open
      title={sportId ? t('admin.sports.editTitle') : t('admin.sports.add')}
      onClose={onClose}
      maxWidth="xs"
    >
      {!sportId ? (
        <SportForm onDone={onClose} />
      ) : sport.data ? (
        <SportForm key={sport.data.id} sport={sport.data} onDone={onClose} />
      ) : sport.isError ? (
        <Alert severity="error">{t('admin.sports.loadError')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label={t('admin.loading')} />
        </Box>
      )}
    </Modal>
  );
}

function SportForm({ sport, onDone }: { sport?: Sport; onDone: () => void }) {
  const create = useCreateSport();
  const update = useUpdateSport(sport?.id ?? '');
  const { control, handleSubmit, formState, setError } = useZodForm(SportRequestSchema, {
    defaultValues: {
      sports_name: sport?.sports_name ?? '',
      scoring: sport?.scoring,
      ranking_points: [...(sport?.ranking_points ?? DEFAULT_RANKING_POINTS)],
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await attempt(sport ? update.mutateAsync(values) : create.mutateAsync(values));
    if (result.ok) {
      toast.success(t('admin.saved'));
      onDone();
      return;
    }
    applyServerFieldErrors(setError, result.error.fields, ['sports_name']);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('admin.sports.form')}>
      <FormTextField
        control={control}
        name="sports_name"
        label={t('admin.sports.nameField')}
        required
        autoFocus
        autoComplete="off"
        sx={{ mt: 1 }}
      />
      <ScoringField control={control} />
      <RankingPointsFields control={control} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onDone} color="inherit">
          {t('admin.cancel')}
        </Button>
        <LoadingButton type="submit" variant="contained" loading={formState.isSubmitting}>
          {t('admin.save')}
        </LoadingButton>
      </Stack>
    </Box>
  );
}

/** The sport's scoring; left unchosen, the one its name suggests (shown under the field). */
function ScoringField({ control }: { control: Control<SportRequest, unknown, unknown> }) {
  const { field } = useController({ control, name: 'scoring' });
  const name = useWatch({ control, name: 'sports_name' });
  const suggested = suggestedScoring(name ?? '');
  return (
    <TextField
      select
      fullWidth
      label={t('admin.sports.scoring')}
      value={field.value ?? suggested}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      helperText={
        field.value
          ? t('admin.sports.scoringHint')
          : t('admin.sports.scoringSuggested', {
              scoring: t('admin.sports.scoringKind', { scoring: suggested }),
            })
      }
      sx={{ mt: 2 }}
    >
      {SCORINGS.map((scoring) => (
        <MenuItem key={scoring} value={scoring}>
          {t('admin.sports.scoringKind', { scoring })}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One place's points: marked red when wrong, its message said under all eight. */
function PlaceField({
  control,
  index,
}: {
  control: Control<SportRequest, unknown, unknown>;
  index: number;
}) {
  const { field, fieldState } = useController({ control, name: `ranking_points.${index}` });
  return (
    <TextField
      label={t('admin.sports.rankingPlace', { place: index + 1 })}
      size="small"
      autoComplete="off"
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: 3,
          'aria-describedby': 'ranking-points-hint',
        },
      }}
    />
  );
}

/**
 * Ranking points for places 1 to 8 (issue 30): eight small number fields, four to a row, so a
 * phone shows each place by its points; one line under them says the first thing wrong, or how
 * the points are used.
 */
function RankingPointsFields({ control }: { control: Control<SportRequest, unknown, unknown> }) {
  const { errors } = useFormState({ control, name: 'ranking_points' });
  const list = errors.ranking_points;
  const problem =
    list?.message ??
    list?.root?.message ??
    (Array.isArray(list) ? list.find((e) => e?.message)?.message : undefined);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2.5, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {t('admin.sports.rankingPoints')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1.5 }}>
        {Array.from({ length: RANKED_PLACES }, (_, i) => (
          <PlaceField key={i} control={control} index={i} />
        ))}
      </Box>
      <FormHelperText id="ranking-points-hint" error={Boolean(problem)} role="status">
        {problem ?? t('admin.sports.rankingPointsHint')}
      </FormHelperText>
    </Box>
  );
}
