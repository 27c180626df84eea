import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { t } from '../../i18n/i18n';

/**
 * "Send me updates on WhatsApp" (issue 29), on the sign-up form and in Settings: unticked until
 * the person ticks it; refused without a phone number WhatsApp can reach (the error replaces
 * the hint).
 */
export function WhatsAppOptInField<T extends FieldValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const { field, fieldState } = useController({ control, name: 'whatsapp_opt_in' as Path<T> });
  const error = fieldState.error?.message;
  const hintId = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, name: field.name, 'aria-describedby': hintId } }}
          />
        }
        label={t('common.whatsApp.label')}
      />
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {error ?? t('common.whatsApp.hint')}
      </FormHelperText>
    </FormControl>
  );
}
