import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import { useController, useWatch, type Control } from 'react-hook-form';
import { suggestedScoring } from '../../../shared/catalog/suggested-scoring';
import { SCORINGS } from '../../../shared/competition/scores';
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
 * 30, its Scoring (a new sport takes what its name suggests until the admin picks one).
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
    defaultValues: { sports_name: sport?.sports_name ?? '', scoring: sport?.scoring },
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
