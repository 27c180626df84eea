import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { toast } from '../../components/toast';
import { SportRequestSchema, type Sport } from '../../../shared/catalog/schemas';
import { MSG } from '../../../shared/messages';
import { useCreateSport, useSport, useUpdateSport } from '../../api/sports';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { LoadingButton } from '../../components/LoadingButton';
import { Modal } from '../../components/Modal';
import { attempt } from '../../query-client';

/** §2 add-sports and {sportsId}/edit: a modal with the one field Name (sports_name). */
export function SportFormModal({ sportId, onClose }: { sportId?: string; onClose: () => void }) {
  const sport = useSport(sportId);
  return (
    <Modal open title={sportId ? 'Edit Sport' : 'Add New Sport'} onClose={onClose} maxWidth="xs">
      {!sportId ? (
        <SportForm onDone={onClose} />
      ) : sport.data ? (
        <SportForm key={sport.data.id} sport={sport.data} onDone={onClose} />
      ) : sport.isError ? (
        <Alert severity="error">This sport could not be loaded.</Alert>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      )}
    </Modal>
  );
}

function SportForm({ sport, onDone }: { sport?: Sport; onDone: () => void }) {
  const create = useCreateSport();
  const update = useUpdateSport(sport?.id ?? '');
  const { control, handleSubmit, formState, setError } = useZodForm(SportRequestSchema, {
    defaultValues: { sports_name: sport?.sports_name ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await attempt(sport ? update.mutateAsync(values) : create.mutateAsync(values));
    if (result.ok) {
      toast.success(MSG.success);
      onDone();
      return;
    }
    applyServerFieldErrors(setError, result.error.fields, ['sports_name']);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sport">
      <FormTextField
        control={control}
        name="sports_name"
        label="Name"
        required
        autoFocus
        autoComplete="off"
        sx={{ mt: 1 }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onDone} color="inherit">
          Cancel
        </Button>
        <LoadingButton type="submit" variant="contained" loading={formState.isSubmitting}>
          Save
        </LoadingButton>
      </Stack>
    </Box>
  );
}
