import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
} from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import type { z } from 'zod';
import {
  DependantCreateSchema,
  DependantUpdateSchema,
  type Dependant,
} from '../../../shared/dependants/schemas';
import { venueToday } from '../../../shared/events/registration-window';
import { useCreateDependant, useUpdateDependant } from '../../api/users';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { LoadingButton } from '../../components/LoadingButton';
import { toast } from '../../components/toast';
import { t } from '../../i18n/i18n';
import { attempt } from '../../query-client';

type Values = z.input<typeof DependantCreateSchema>;
type Output = z.output<typeof DependantCreateSchema>;
const FIELDS = ['name', 'date_of_birth', 'gender', 'guardian_confirmed'] as const;

function GuardianCheckbox({ control }: { control: Control<Values, unknown, Output> }) {
  const { field, fieldState } = useController({ control, name: 'guardian_confirmed' });
  const error = fieldState.error?.message;
  return (
    <FormControl error={Boolean(error)} required>
      <FormControlLabel
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, name: field.name } }}
          />
        }
        label={t('settings.dependant.guardian')}
      />
      {error && <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * Adding (with the guardian confirmation, recorded with the time) or correcting a dependant. The
 * same shared schema decides here and on the server.
 */
export function DependantForm({
  userId,
  dependant,
  onDone,
}: {
  userId: string;
  dependant?: Dependant;
  /** Called with the dependant as saved. */
  onDone: (saved: Dependant) => void;
}) {
  const create = useCreateDependant(userId);
  const update = useUpdateDependant(userId);
  // Editing needs no new confirmation: the schema without it, with the same value shape.
  const schema = (
    dependant ? DependantUpdateSchema : DependantCreateSchema
  ) as typeof DependantCreateSchema;
  const { control, handleSubmit, setError, formState } = useZodForm(schema, {
    defaultValues: {
      name: dependant?.name ?? '',
      date_of_birth: dependant?.date_of_birth ?? '',
      gender: dependant?.gender ?? ('' as Values['gender']),
      guardian_confirmed: (dependant ? true : false) as true,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const body = {
      name: values.name,
      date_of_birth: values.date_of_birth,
      gender: values.gender,
    };
    const result = await attempt(
      dependant
        ? update.mutateAsync({ id: dependant.id, body })
        : create.mutateAsync({ ...body, guardian_confirmed: true }),
    );
    if (result.ok) {
      toast.success(t('settings.saved'));
      onDone(result.data);
      return;
    }
    if (!applyServerFieldErrors(setError, result.error.fields, FIELDS))
      toast.error(result.error.message);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={dependant ? t('settings.dependants.editTitle') : t('settings.dependant.addLabel')}
    >
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label={t('settings.dependant.name')}
          required
          autoComplete="off"
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="date_of_birth"
            label={t('settings.dependant.dateOfBirth')}
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: venueToday() } }}
          />
          <FormTextField
            control={control}
            name="gender"
            label={t('settings.dependant.gender')}
            select
            required
          >
            <MenuItem value="male">{t('settings.dependant.male')}</MenuItem>
            <MenuItem value="female">{t('settings.dependant.female')}</MenuItem>
          </FormTextField>
        </Box>
        {!dependant && <GuardianCheckbox control={control} />}
        <LoadingButton
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
        >
          {dependant ? t('settings.dependant.save') : t('settings.dependants.add')}
        </LoadingButton>
      </Stack>
    </Box>
  );
}
