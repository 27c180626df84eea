import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { FILTER_INPUT_MIN_HEIGHT } from '../../../shared/constants';
import { useSportOptions } from '../../api/events';
import { t } from '../../i18n/i18n';

type FilterOption = { label: string; value: string };

type SportFilterProps = {
  /** The chosen sport's id, or null for all sports. */
  value: string | null;
  onChange: (sportsId: string | null) => void;
  label?: string;
  required?: boolean;
  /** Replaces the helper text and shows error styling (§5 filter field). */
  errorText?: string;
  helperText?: string;
};

/**
 * The §2 Sports autocomplete. Options load on the first focus, only when none are loaded and no
 * load is running (§7); while loading it says 'Loading…', with no match 'No options' (§8).
 */
export function SportFilter({
  value,
  onChange,
  label = t('events.sportFilter.label'),
  required,
  errorText,
  helperText,
}: SportFilterProps) {
  const [requested, setRequested] = useState(false);
  const sports = useSportOptions({ enabled: requested });
  const options: FilterOption[] = (sports.data ?? []).map((s) => ({
    label: s.sports_name,
    value: s.id,
  }));
  const selected = options.find((o) => o.value === value) ?? null;

  const requestOptions = () => {
    if (!requested && !sports.data && !sports.isFetching) setRequested(true);
  };

  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, option) => onChange(option?.value ?? null)}
      onOpen={requestOptions}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      loading={sports.isFetching && options.length === 0}
      loadingText={t('events.sportFilter.loading')}
      noOptionsText={t('events.sportFilter.none')}
      slotProps={{ listbox: { sx: { maxHeight: '40vh' } } }}
      sx={{ width: { xs: '100%', sm: 320 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          onFocus={requestOptions}
          error={Boolean(errorText)}
          helperText={errorText || helperText}
          sx={{ '& .MuiInputBase-root': { minHeight: FILTER_INPUT_MIN_HEIGHT } }}
        />
      )}
    />
  );
}
