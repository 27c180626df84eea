import { MenuItem, TextField } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/i18n/languages';
import { t } from '../../i18n/i18n';

/**
 * The account's language (issue 29): its mails, PDFs and WhatsApp messages, and its pages after
 * signing in. Each language is named in its own script.
 */
export function LanguageField<T extends FieldValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const { field, fieldState } = useController({ control, name: 'language' as Path<T> });
  return (
    <TextField
      select
      label={t('language.label')}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? t('language.accountHint')}
      sx={{ maxWidth: 320 }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </TextField>
  );
}
