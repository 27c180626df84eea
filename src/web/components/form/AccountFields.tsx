import { Grid, MenuItem, type GridSize, type TextFieldProps } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { venueToday } from '../../../shared/events/registration-window';
import { t } from '../../i18n/i18n';
import { FormTextField } from './FormTextField';

/**
 * The user fields of §3 as sign-up and the profile form show them: one label, input hint and
 * width per field, so both forms read the same.
 */
export type AccountFieldName =
  | 'name'
  | 'email'
  | 'phone_number'
  | 'address'
  | 'organisation_name'
  | 'account_number'
  | 'ifsc_code'
  | 'bank_name'
  | 'account_holder_name'
  | 'date_of_birth'
  | 'height'
  | 'gender'
  | 'school_or_college';

type FieldSpec = {
  label: MessageKey;
  size: { xs: GridSize; sm?: GridSize };
  props?: Partial<Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>>;
  /** The field's usual hint. */
  hint?: MessageKey;
};

const half = { xs: 12, sm: 6 } as const;
const numeric = { htmlInput: { inputMode: 'numeric' } } as const;

/** Labels and hints by their message: `t` speaks the page's language only when drawn. */
const ACCOUNT_FIELDS: Record<AccountFieldName, FieldSpec> = {
  name: { label: 'common.account.name', size: half, props: { autoComplete: 'name' } },
  email: {
    label: 'common.account.email',
    size: half,
    props: { type: 'email', autoComplete: 'email' },
  },
  phone_number: {
    label: 'common.account.phone',
    size: half,
    props: { type: 'tel', autoComplete: 'tel' },
  },
  address: {
    label: 'common.account.address',
    size: half,
    props: { autoComplete: 'address-line1' },
  },
  organisation_name: {
    label: 'common.account.organisation',
    size: { xs: 12 },
    props: { autoComplete: 'organization' },
  },
  account_number: {
    label: 'common.account.accountNumber',
    size: half,
    props: { autoComplete: 'off', slotProps: numeric },
    hint: 'common.account.accountNumberHint',
  },
  ifsc_code: {
    label: 'common.account.ifsc',
    size: half,
    props: { autoComplete: 'off', slotProps: { htmlInput: { autoCapitalize: 'characters' } } },
  },
  bank_name: { label: 'common.account.bankName', size: half, props: { autoComplete: 'off' } },
  account_holder_name: {
    label: 'common.account.accountHolder',
    size: half,
    props: { autoComplete: 'off' },
  },
  // Issue 29: a date of birth, not an age; its upper bound (today in India) is set when drawn.
  date_of_birth: {
    label: 'common.account.dateOfBirth',
    size: { xs: 12, sm: 4 },
    props: { type: 'date', autoComplete: 'bday' },
  },
  height: { label: 'common.account.height', size: { xs: 6, sm: 4 }, props: { slotProps: numeric } },
  gender: { label: 'common.account.gender', size: { xs: 12, sm: 4 } },
  school_or_college: { label: 'common.account.school', size: { xs: 12 } },
};

export const COMMON_FIELDS = ['name', 'email', 'phone_number', 'address'] as const;
export const HOST_FIELDS = [
  'organisation_name',
  'account_number',
  'ifsc_code',
  'bank_name',
  'account_holder_name',
] as const;
export const PARTICIPANT_FIELDS = [
  'date_of_birth',
  'height',
  'gender',
  'school_or_college',
] as const;

/** A responsive grid of account fields; `isRequired` decides the required marker per field. */
export function AccountFieldGrid<T extends FieldValues, TOut>({
  control,
  names,
  isRequired = () => false,
  helperTexts = {},
  disabled,
}: {
  control: Control<T, unknown, TOut>;
  names: ReadonlyArray<AccountFieldName & Path<T>>;
  isRequired?: (name: AccountFieldName) => boolean;
  /** A field's hint in place of its usual one. */
  helperTexts?: Partial<Record<AccountFieldName, string>>;
  disabled?: boolean;
}) {
  return (
    <Grid container spacing={2}>
      {names.map((name) => {
        const spec = ACCOUNT_FIELDS[name];
        return (
          <Grid key={name} size={spec.size}>
            <FormTextField
              control={control}
              name={name}
              label={t(spec.label)}
              required={isRequired(name)}
              disabled={disabled}
              {...spec.props}
              {...(spec.hint && { helperText: t(spec.hint) })}
              {...(helperTexts[name] && { helperText: helperTexts[name] })}
              {...(name === 'gender' && { select: true, children: genderOptions() })}
              {...(name === 'date_of_birth' && {
                slotProps: { inputLabel: { shrink: true }, htmlInput: { max: venueToday() } },
              })}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}

const genderOptions = () => [
  <MenuItem key="none" value="">
    <em>{t('common.gender.none')}</em>
  </MenuItem>,
  <MenuItem key="male" value="male">
    {t('common.gender.male')}
  </MenuItem>,
  <MenuItem key="female" value="female">
    {t('common.gender.female')}
  </MenuItem>,
];
