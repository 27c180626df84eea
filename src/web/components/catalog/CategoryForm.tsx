import { Box, Button, MenuItem, Stack, type TextFieldProps } from '@mui/material';
import { attempt } from '../../query-client';
import { toast } from '../toast';
import type { z } from 'zod';
import { CategoryCreateSchema, isTeamSport, type Category } from '../../../shared/catalog/schemas';
import { useCreateCategory, useUpdateCategory } from '../../api/categories';
import { useSports } from '../../api/sports';
import { FormTextField } from '../form/FormTextField';
import { applyServerFieldErrors } from '../form/server-errors';
import { useZodForm } from '../form/use-zod-form';
import { t } from '../../i18n/i18n';
import { LoadingButton } from '../LoadingButton';

type In = z.input<typeof CategoryCreateSchema>;

const FIELDS = [
  'sports_id',
  'name',
  'min_age',
  'max_age',
  'min_weight_allowed',
  'max_weight_allowed',
  'gender',
  'participants_in_team',
] as const;

const text = (v: number | null) => (v === null ? '' : String(v));

function formValues(sportsId: string, category?: Category): In {
  return {
    sports_id: category?.sports_id ?? sportsId,
    name: category?.name ?? '',
    min_age: text(category?.min_age ?? null),
    max_age: text(category?.max_age ?? null),
    min_weight_allowed: text(category?.min_weight_allowed ?? null),
    max_weight_allowed: text(category?.max_weight_allowed ?? null),
    gender: category?.gender ?? '',
    participants_in_team: text(category?.participants_in_team ?? null),
  };
}

// Labels stay small on the border even when empty, so none is cut off in a narrow column.
const wholeNumber = (min: number, max: number): TextFieldProps['slotProps'] => ({
  htmlInput: { min, max, step: 1, inputMode: 'numeric' },
  inputLabel: { shrink: true },
});

/**
 * Two columns, four when the form itself is wide: it sits in a modal and on a page, so the
 * layout follows its own width (a container query), not the viewport's.
 */
const LAYOUT = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@container (min-width: 520px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
} as const;

export type CategoryFormProps = {
  /** The category to edit (PUT, Admin); without it the form adds a category (POST). */
  category?: Category;
  /** The sport of a new category, or the first choice of the sport picker. */
  sportsId?: string;
  /** Show a required Sport select (the standalone add-category page). */
  pickSport?: boolean;
  /** After 'Successful' has been toasted. */
  onSaved: (category: Category) => void;
  onCancel?: () => void;
};

/**
 * The §5 category form, for adding (with a fixed sport or a sport picker) and editing. One
 * schema serves both: on edit the category's own sport fills `sports_id`, which PUT leaves out.
 */
export function CategoryForm({
  category,
  sportsId = '',
  pickSport = false,
  onSaved,
  onCancel,
}: CategoryFormProps) {
  const create = useCreateCategory();
  const update = useUpdateCategory(category?.id ?? '');
  const { control, handleSubmit, formState, setError } = useZodForm(CategoryCreateSchema, {
    defaultValues: formValues(sportsId, category),
  });

  const onSubmit = handleSubmit(async (values) => {
    const { sports_id, ...fields } = values;
    const body = { ...fields, is_team_sport: isTeamSport(fields.participants_in_team) };
    const result = await attempt(
      category ? update.mutateAsync(body) : create.mutateAsync({ sports_id, ...body }),
    );
    if (result.ok) {
      toast.success(t('admin.saved'));
      onSaved(result.data);
      return;
    }
    applyServerFieldErrors(setError, result.error.fields, FIELDS);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('admin.categoryForm.label')}>
      <Box sx={{ containerType: 'inline-size' }}>
        <Box sx={LAYOUT}>
          {pickSport && !category && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <SportSelect control={control} />
            </Box>
          )}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              control={control}
              name="name"
              label={t('admin.categoryForm.name')}
              required
              autoFocus
            />
          </Box>
          <Box sx={{ gridColumn: 'span 2' }}>
            <FormTextField
              control={control}
              name="participants_in_team"
              label={t('admin.categoryForm.participantsInTeam')}
              type="number"
              required
              helperText={t('admin.categoryForm.teamHint')}
              slotProps={wholeNumber(1, 50)}
            />
          </Box>
          <Box sx={{ gridColumn: 'span 2' }}>
            <FormTextField
              control={control}
              name="gender"
              label={t('admin.categoryForm.gender')}
              select
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('admin.categoryForm.any')}</MenuItem>
              <MenuItem value="male">{t('admin.categoryForm.male')}</MenuItem>
              <MenuItem value="female">{t('admin.categoryForm.female')}</MenuItem>
            </FormTextField>
          </Box>
          <FormTextField
            control={control}
            name="min_age"
            label={t('admin.categoryForm.minAge')}
            type="number"
            slotProps={wholeNumber(0, 120)}
          />
          <FormTextField
            control={control}
            name="max_age"
            label={t('admin.categoryForm.maxAge')}
            type="number"
            slotProps={wholeNumber(0, 120)}
          />
          <FormTextField
            control={control}
            name="min_weight_allowed"
            label={t('admin.categoryForm.minWeight')}
            type="number"
            slotProps={wholeNumber(0, 500)}
          />
          <FormTextField
            control={control}
            name="max_weight_allowed"
            label={t('admin.categoryForm.maxWeight')}
            type="number"
            slotProps={wholeNumber(0, 500)}
          />
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        {onCancel && (
          <Button onClick={onCancel} color="inherit">
            {t('admin.cancel')}
          </Button>
        )}
        <LoadingButton type="submit" variant="contained" loading={formState.isSubmitting}>
          {t('admin.save')}
        </LoadingButton>
      </Stack>
    </Box>
  );
}

/** The required Sport select of a new category, filled from the sports list. */
function SportSelect({
  control,
}: {
  control: ReturnType<typeof useZodForm<typeof CategoryCreateSchema>>['control'];
}) {
  const sports = useSports();
  const options = sports.data ?? [];
  return (
    <FormTextField
      control={control}
      name="sports_id"
      label={t('admin.categoryForm.sport')}
      required
      select
      disabled={sports.isPending}
      helperText={sports.isPending ? t('admin.categoryForm.loadingSports') : undefined}
    >
      {options.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.sports_name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
