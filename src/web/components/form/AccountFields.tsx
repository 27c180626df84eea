import { Grid, MenuItem, type GridSize, type TextFieldProps } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
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
  | 'age'
  | 'height'
  | 'gender'
  | 'school_or_college';

type FieldSpec = {
  label: string;
  size: { xs: GridSize; sm?: GridSize };
  props?: Partial<Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>>;
};

const half = { xs: 12, sm: 6 } as const;
const numeric = { htmlInput: { inputMode: 'numeric' } } as const;

const ACCOUNT_FIELDS: Record<AccountFieldName, FieldSpec> = {
  name: { label: 'Name', size: half, props: { autoComplete: 'name' } },
  email: { label: 'Email', size: half, props: { type: 'email', autoComplete: 'email' } },
  phone_number: { label: 'Phone Number', size: half, props: { type: 'tel', autoComplete: 'tel' } },
  address: { label: 'Address', size: half, props: { autoComplete: 'address-line1' } },
  organisation_name: {
    label: 'Organisation Name',
    size: { xs: 12 },
    props: { autoComplete: 'organization' },
  },
  account_number: {
    label: 'Account Number',
    size: half,
    props: { autoComplete: 'off', slotProps: numeric, helperText: '9 to 18 digits' },
  },
  ifsc_code: {
    label: 'IFSC Code',
    size: half,
    props: { autoComplete: 'off', slotProps: { htmlInput: { autoCapitalize: 'characters' } } },
  },
  bank_name: { label: 'Bank Name', size: half, props: { autoComplete: 'off' } },
  account_holder_name: { label: 'Account Holder Name', size: half, props: { autoComplete: 'off' } },
  age: { label: 'Age', size: { xs: 6, sm: 4 }, props: { slotProps: numeric } },
  height: { label: 'Height (cm)', size: { xs: 6, sm: 4 }, props: { slotProps: numeric } },
  gender: { label: 'Gender', size: { xs: 12, sm: 4 } },
  school_or_college: { label: 'School or College', size: { xs: 12 } },
};

export const COMMON_FIELDS = ['name', 'email', 'phone_number', 'address'] as const;
export const HOST_FIELDS = [
  'organisation_name',
  'account_number',
  'ifsc_code',
  'bank_name',
  'account_holder_name',
] as const;
export const PARTICIPANT_FIELDS = ['age', 'height', 'gender', 'school_or_college'] as const;

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
              label={spec.label}
              required={isRequired(name)}
              disabled={disabled}
              {...spec.props}
              {...(helperTexts[name] && { helperText: helperTexts[name] })}
              {...(name === 'gender' && { select: true, children: GENDER_OPTIONS })}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}

const GENDER_OPTIONS = [
  <MenuItem key="none" value="">
    <em>Not specified</em>
  </MenuItem>,
  <MenuItem key="male" value="male">
    Male
  </MenuItem>,
  <MenuItem key="female" value="female">
    Female
  </MenuItem>,
];
