import { TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { t } from '../../i18n/i18n';
import type { PayoutFieldName, PayoutFormOutput, PayoutFormValues } from './payout-account-form';

type FieldName = FieldPath<PayoutFormValues>;

const FIELD_LABEL: Record<PayoutFieldName, MessageKey> = {
  legal_name: 'settings.payout.field.legalName',
  business_type: 'settings.payout.field.businessType',
  pan: 'settings.payout.field.pan',
  gstin: 'settings.payout.field.gstin',
  gst_state: 'settings.payout.field.gstState',
  'address.street': 'settings.payout.field.street',
  'address.city': 'settings.payout.field.city',
  'address.state': 'settings.payout.field.state',
  'address.postal_code': 'settings.payout.field.postalCode',
  account_number: 'settings.payout.field.accountNumber',
  ifsc_code: 'settings.payout.field.ifscCode',
  bank_name: 'settings.payout.field.bankName',
  account_holder_name: 'settings.payout.field.accountHolderName',
};

/** A payout field's label in the page's language (the form's and the requirements' list). */
export const payoutFieldLabel = (name: PayoutFieldName) => t(FIELD_LABEL[name]);

type Props = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'children'
> & {
  control: Control<PayoutFormValues, unknown, PayoutFormOutput>;
  name: FieldName;
  /** What the payment provider asked about this field (needs clarification): it is marked. */
  flag?: string;
  children?: ReactNode;
};

/**
 * A payout account field: the form's error, else what the provider asked, else the hint. A
 * field the provider asked about is outlined in red until the host saves again, so it is found
 * in a long form.
 */
export function PayoutField({ control, name, flag, helperText, children, ...props }: Props) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...props}
      fullWidth
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error ?? flag)}
      helperText={error ?? flag ?? helperText}
    >
      {children}
    </TextField>
  );
}

/**
 * A native select: on a phone, 36 states scroll in the system's own picker, and a typed letter
 * jumps to them on a computer (as the event form's venue state).
 */
export function PayoutSelect({
  options,
  ...props
}: Props & { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <PayoutField
      {...props}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {t('settings.payout.choose')}
      </option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </PayoutField>
  );
}
