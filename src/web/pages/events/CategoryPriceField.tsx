import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import {
  Alert,
  Box,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useController, useFormState, type Control } from 'react-hook-form';
import { useSportCategories } from '../../api/event-lifecycle';
import { categoryRules, teamSizeLabel } from '../../components/events/event-format';
import { t } from '../../i18n/i18n';
import { CategoryTeamSettings, type TeamSettingErrors } from './CategoryTeamSettings';
import { newCategoryEntry, type EventFormOutput, type EventFormValues } from './event-form-values';

type Entry = EventFormValues['categories'][number];
type CategoryErrors = Array<
  | ({ price?: { message?: string }; capacity?: { message?: string } } & TeamSettingErrors)
  | undefined
> & {
  message?: string;
  root?: { message?: string };
};

/**
 * The categories of the chosen sport as checkboxes, each with its entry fee in rupees (§5: each
 * chosen category carries a price, sent as a number). 0 means free. A chosen team category also
 * takes who pays, its substitutes and its roster lock (issue 28).
 */
export function CategoryPriceField({
  control,
  sportsId,
  disabled,
  lockedIds = [],
}: {
  control: Control<EventFormValues, unknown, EventFormOutput>;
  sportsId: string | undefined;
  disabled?: boolean;
  /** Categories someone may have registered for: they stay, at their price (issue 13). */
  lockedIds?: string[];
}) {
  const { field } = useController({ control, name: 'categories' });
  const { errors } = useFormState({ control, name: 'categories' });
  const categories = useSportCategories(sportsId || undefined);
  const chosen: Entry[] = Array.isArray(field.value) ? field.value : [];
  const fieldErrors = errors.categories as CategoryErrors | undefined;
  const listError = fieldErrors?.message ?? fieldErrors?.root?.message;

  if (!sportsId) {
    return <Typography color="text.secondary">{t('hostEvents.prices.chooseSport')}</Typography>;
  }
  if (categories.isPending)
    return <CircularProgress size={28} aria-label={t('hostEvents.prices.loading')} />;
  if (categories.isError) {
    return <Alert severity="error">{t('hostEvents.prices.loadError')}</Alert>;
  }
  if (categories.data.length === 0) {
    return <Alert severity="info">{t('hostEvents.prices.none')}</Alert>;
  }

  const toggle = (id: string, on: boolean, participantsInTeam: number) => {
    field.onChange(
      on
        ? [...chosen, newCategoryEntry(id, participantsInTeam)]
        : chosen.filter((c) => c.category_id !== id),
    );
    field.onBlur();
  };
  const patch = (id: string, change: Partial<Entry>) =>
    field.onChange(chosen.map((c) => (c.category_id === id ? { ...c, ...change } : c)));

  return (
    <Stack spacing={1.5} role="group" aria-label={t('hostEvents.prices.group')}>
      {categories.data.map((category) => {
        const index = chosen.findIndex((c) => c.category_id === category.id);
        const entry = chosen[index];
        const priceError = index >= 0 ? fieldErrors?.[index]?.price?.message : undefined;
        const capacityError = index >= 0 ? fieldErrors?.[index]?.capacity?.message : undefined;
        const rules = [teamSizeLabel(category), ...categoryRules(category)].join(' · ');
        const locked = lockedIds.includes(category.id);
        const team = category.participants_in_team > 1;
        return (
          <Paper
            key={category.id}
            variant="outlined"
            sx={{
              p: 1.5,
              borderColor: entry ? 'primary.main' : 'divider',
              bgcolor: entry ? 'rgba(255,145,77,0.06)' : 'background.paper',
            }}
          >
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { sm: 'center' },
                gap: 1.5,
              }}
            >
              <FormControlLabel
                sx={{ flexGrow: 1, mr: 0, alignItems: 'flex-start' }}
                control={
                  <Checkbox
                    checked={Boolean(entry)}
                    disabled={disabled || locked}
                    onChange={(e) =>
                      toggle(category.id, e.target.checked, category.participants_in_team)
                    }
                    sx={{ mt: -0.75 }}
                  />
                }
                label={
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{category.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {rules}
                    </Typography>
                  </Box>
                }
              />
              <TextField
                label={t('hostEvents.prices.fee')}
                type="number"
                size="small"
                value={entry ? String(entry.price ?? '') : ''}
                disabled={disabled || !entry || locked}
                onChange={(e) => patch(category.id, { price: e.target.value })}
                onBlur={field.onBlur}
                error={Boolean(priceError)}
                helperText={priceError ?? (entry ? t('hostEvents.prices.feeHelp') : undefined)}
                sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
                slotProps={{
                  htmlInput: {
                    min: 0,
                    step: 'any',
                    inputMode: 'decimal',
                    'aria-label': t('hostEvents.prices.feeFor', { category: category.name }),
                  },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <CurrencyRupeeIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <TextField
                label={t('hostEvents.prices.places')}
                type="number"
                size="small"
                value={entry ? String(entry.capacity ?? '') : ''}
                disabled={disabled || !entry}
                // Places can change at any time, also once people have registered (issue 15).
                onChange={(e) => patch(category.id, { capacity: e.target.value })}
                onBlur={field.onBlur}
                error={Boolean(capacityError)}
                helperText={
                  capacityError ?? (entry ? t('hostEvents.prices.placesHelp') : undefined)
                }
                sx={{ width: { xs: '100%', sm: 140 }, flexShrink: 0 }}
                slotProps={{
                  htmlInput: {
                    min: 1,
                    step: 1,
                    inputMode: 'numeric',
                    'aria-label': t('hostEvents.prices.placesIn', { category: category.name }),
                  },
                }}
              />
            </Box>
            {entry && team && (
              <CategoryTeamSettings
                name={category.name}
                size={category.participants_in_team}
                entry={entry}
                errors={fieldErrors?.[index]}
                disabled={disabled}
                onChange={(change) => patch(category.id, change)}
                onBlur={field.onBlur}
              />
            )}
          </Paper>
        );
      })}
      {lockedIds.length > 0 && <FormHelperText>{t('hostEvents.prices.locked')}</FormHelperText>}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
    </Stack>
  );
}
