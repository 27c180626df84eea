import GroupsIcon from '@mui/icons-material/Groups';
import PersonIcon from '@mui/icons-material/Person';
import {
  Box,
  Chip,
  FormControl,
  FormHelperText,
  Link,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { categoryRules, formatPrice, teamSizeLabel } from '../../components/events/event-format';
import { placesLeftLabel } from '../../components/participations/participation-format';
import { t } from '../../i18n/i18n';
import type { EventCategory } from './participant-form';

type ParticipantCategoryPickerProps = {
  categories: EventCategory[];
  value: string;
  onChange: (categoryId: string) => void;
  error?: string;
  disabled?: boolean;
  /** Why the chosen competitor cannot enter a category: shown, and its radio disabled. */
  reasons?: Record<string, string | null>;
  /** Where the player fixes a reason (their profile, for a missing age): its text links there. */
  fixes?: Record<string, string | null>;
};

/**
 * §2 category choice: a radio card per category with its fee, team size and limits; one the
 * competitor cannot enter is disabled with the reason (issue 13).
 */
export function ParticipantCategoryPicker({
  categories,
  value,
  onChange,
  error,
  disabled,
  reasons = {},
  fixes = {},
}: ParticipantCategoryPickerProps) {
  const id = useId();
  if (categories.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
          {t('participate.noCategories')}
        </Typography>
      </Paper>
    );
  }
  return (
    <FormControl error={Boolean(error)} fullWidth component="fieldset" disabled={disabled}>
      <Typography component="legend" id={`${id}-legend`} variant="h5" sx={{ mb: 1.5 }}>
        {t('participate.category.legend')}
      </Typography>
      <RadioGroup
        name="category_id"
        value={value}
        onChange={(_e, v) => onChange(v)}
        aria-labelledby={`${id}-legend`}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: '1fr 1fr' } }}
      >
        {categories.map(({ category_id, price, category_details: c, places_left }) => {
          const places = placesLeftLabel(places_left);
          const selected = value === category_id;
          const team = c.participants_in_team > 1;
          const nameId = `${id}-${category_id}-name`;
          const detailsId = `${id}-${category_id}-details`;
          const reason = reasons[category_id] ?? null;
          const reasonId = `${id}-${category_id}-reason`;
          const fix = fixes[category_id] ?? null;
          const off = Boolean(disabled || reason);
          return (
            <Paper
              key={category_id}
              component="label"
              variant="outlined"
              sx={{
                p: 1.5,
                pr: 2,
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                cursor: off ? 'default' : 'pointer',
                borderWidth: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: reason
                  ? 'grey.50'
                  : selected
                    ? 'rgba(255,145,77,0.08)'
                    : 'background.paper',
                transition: 'border-color 120ms ease, background-color 120ms ease',
                '&:hover': off ? undefined : { borderColor: 'primary.light' },
                '&:has(input:focus-visible)': {
                  outline: '3px solid',
                  outlineColor: 'primary.dark',
                  outlineOffset: 2,
                },
              }}
            >
              <Radio
                value={category_id}
                disabled={Boolean(reason) || undefined}
                sx={{ mt: -0.5, '&.Mui-checked': { color: 'primary.dark' } }}
                slotProps={{
                  input: {
                    'aria-labelledby': nameId,
                    'aria-describedby': reason ? `${reasonId} ${detailsId}` : detailsId,
                  },
                }}
              />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Stack
                  direction="row"
                  sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}
                >
                  <Typography id={nameId} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                    {c.name}
                  </Typography>
                  <Typography
                    sx={{
                      fontWeight: 800,
                      flexShrink: 0,
                      color: price === 0 ? 'success.dark' : 'text.primary',
                    }}
                  >
                    {formatPrice(price)}
                  </Typography>
                </Stack>
                <Stack id={detailsId} direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
                  <Chip
                    size="small"
                    icon={team ? <GroupsIcon /> : <PersonIcon />}
                    label={teamSizeLabel(c)}
                    sx={{ bgcolor: 'rgba(255,145,77,0.14)', fontWeight: 600 }}
                  />
                  {categoryRules(c).map((rule) => (
                    <Chip key={rule} size="small" variant="outlined" label={rule} />
                  ))}
                  {places && (
                    <Chip
                      size="small"
                      data-testid="places-left"
                      color={places_left === 0 ? 'error' : 'warning'}
                      variant="outlined"
                      label={places}
                    />
                  )}
                </Stack>
                {reason && (
                  <Typography
                    id={reasonId}
                    variant="body2"
                    data-testid="category-reason"
                    sx={{ mt: 1, color: 'error.dark', fontWeight: 600 }}
                  >
                    {fix ? (
                      <Link component={RouterLink} to={fix} color="inherit" underline="always">
                        {reason}
                      </Link>
                    ) : (
                      reason
                    )}
                  </Typography>
                )}
              </Box>
            </Paper>
          );
        })}
      </RadioGroup>
      {error && <FormHelperText sx={{ mx: 0, mt: 1 }}>{error}</FormHelperText>}
    </FormControl>
  );
}
