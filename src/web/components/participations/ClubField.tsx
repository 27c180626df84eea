import { TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import * as contract from '../../../shared/api/teams';
import { call } from '../../api/client';
import { t } from '../../i18n/i18n';

/** GET /events/:id/clubs: the clubs already used at the event (silent: suggestions only). */
function useEventClubs(eventId: string) {
  return useQuery({
    queryKey: ['events', eventId, 'clubs'],
    queryFn: ({ signal }) => call(contract.eventClubs, { params: { id: eventId }, signal }),
    enabled: Boolean(eventId),
    meta: { silent: true },
  });
}

/**
 * A registration's club (issue 28): free text, suggesting the clubs already used at the event so
 * one club keeps one spelling (the draw keeps clubs apart by it). A native <datalist>, not MUI's
 * Autocomplete: the suggestions are a convenience on a plain text field, so the browser's own
 * list is enough and costs no JavaScript; where a browser shows none, the field still takes any
 * club. On leaving the field, a club typed in another letter case takes the known spelling.
 */
export function ClubField<T extends FieldValues, TOut>({
  control,
  name,
  eventId,
  disabled,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  eventId: string;
  disabled?: boolean;
}) {
  const listId = `${useId()}-clubs`;
  const clubs = useEventClubs(eventId).data ?? [];
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;

  const onBlur = () => {
    const typed = value.trim().toLocaleLowerCase('en-IN');
    const known = clubs.find((c) => c.toLocaleLowerCase('en-IN') === typed);
    if (known && known !== value) field.onChange(known);
    field.onBlur();
  };

  return (
    <>
      <TextField
        fullWidth
        label={t('dashboard.club.label')}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={onBlur}
        inputRef={field.ref}
        disabled={disabled ?? field.disabled}
        error={Boolean(error)}
        helperText={
          error ?? (clubs.length > 0 ? t('dashboard.club.hintKnown') : t('dashboard.club.hint'))
        }
        autoComplete="off"
        slotProps={{
          htmlInput: { list: listId, maxLength: 120 },
          // The hint stays readable while the field waits for a category (axe: contrast).
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        }}
      />
      <datalist id={listId} data-testid="club-suggestions">
        {clubs.map((club) => (
          <option key={club} value={club} />
        ))}
      </datalist>
    </>
  );
}
