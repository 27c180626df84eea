import { TextField } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { t } from '../../i18n/i18n';
import { stateOptions } from '../../i18n/states';
import type { EventFormOutput, EventFormValues } from './event-form-values';

/**
 * The state or union territory of the venue: the place of supply on the event's GST invoices
 * (issue 26). A native select: on a phone, 36 names scroll in the system's own picker, and a
 * typed letter jumps to them on a computer; in the page's language and its order (issue 29).
 */
export function VenueStateField({
  control,
  disabled,
}: {
  control: Control<EventFormValues, unknown, EventFormOutput>;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'venue_state' });
  return (
    <TextField
      select
      fullWidth
      required
      label={t('hostEvents.form.state')}
      disabled={disabled}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      inputRef={field.ref}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? t('hostEvents.form.stateHelp')}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { autoComplete: 'address-level1' },
      }}
    >
      <option value="" disabled>
        {t('hostEvents.form.stateChoose')}
      </option>
      {stateOptions().map((s) => (
        <option key={s.value} value={s.value}>
          {s.label}
        </option>
      ))}
    </TextField>
  );
}
