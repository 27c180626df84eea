import { MenuItem, TextField } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useHostOptions } from '../../api/event-lifecycle';
import { useSportOptions } from '../../api/events';
import { t } from '../../i18n/i18n';
import type { EventFormOutput, EventFormValues } from './event-form-values';

type FormControl = Control<EventFormValues, unknown, EventFormOutput>;

/** The sport select; a new sport clears the chosen categories (they belong to the old one). */
export function SportSelect({
  control,
  required,
  disabled,
  onChanged,
}: {
  control: FormControl;
  required: boolean;
  disabled?: boolean;
  onChanged: () => void;
}) {
  const { field, fieldState } = useController({ control, name: 'sports_id' });
  const sports = useSportOptions();
  const value = typeof field.value === 'string' ? field.value : '';
  // Keep the current value selectable while the options load (MUI warns on unknown values).
  const known = sports.data?.some((s) => s.id === value);
  return (
    <TextField
      select
      fullWidth
      label={t('hostEvents.form.sport')}
      required={required}
      disabled={disabled}
      name={field.name}
      value={known ? value : ''}
      inputRef={field.ref}
      onChange={(e) => {
        field.onChange(e.target.value);
        onChanged();
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={
        fieldState.error?.message ?? (sports.isPending ? t('hostEvents.form.loadingSports') : ' ')
      }
    >
      {(sports.data ?? []).map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.sports_name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Admins publish on a host's behalf (§7: host_id). */
export function HostSelect({ control, disabled }: { control: FormControl; disabled?: boolean }) {
  const { field, fieldState } = useController({ control, name: 'host_id' });
  const hosts = useHostOptions();
  const value = typeof field.value === 'string' ? field.value : '';
  const known = hosts.data?.some((h) => h.id === value);
  return (
    <TextField
      select
      fullWidth
      label={t('hostEvents.form.host')}
      required
      disabled={disabled}
      name={field.name}
      value={known ? value : ''}
      inputRef={field.ref}
      onChange={(e) => field.onChange(e.target.value || undefined)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={
        fieldState.error?.message ??
        t(hosts.isPending ? 'hostEvents.form.loadingHosts' : 'hostEvents.form.hostHelp')
      }
    >
      {(hosts.data ?? []).map((h) => (
        <MenuItem key={h.id} value={h.id}>
          {h.organisation_name ? `${h.organisation_name} (${h.name})` : h.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
