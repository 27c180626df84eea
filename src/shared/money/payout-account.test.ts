import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TYPES,
  BUSINESS_TYPE_LABEL,
  PAYOUT_MSG,
  PAYOUT_STATUSES,
  PAYOUT_STATUS_TEXT,
  PayoutAccountFieldsSchema,
  PayoutAccountInputSchema,
  last4,
  maskPan,
  withPayoutAccountChecks,
} from './payout-account';

/** A Maharashtra firm with its real GSTIN. */
const valid = () => ({
  legal_name: '  Pune Open Sports LLP ',
  business_type: 'llp',
  pan: ' aapfu0939f ',
  gstin: ' 27aapfu0939f1zv ',
  gst_state: 'MH',
  address: { street: '12 FC Road, Shivajinagar', city: 'Pune', state: 'MH', postal_code: '411005' },
  account_number: '1234 5678 9012',
  ifsc_code: 'hdfc0001234',
  bank_name: 'HDFC Bank',
  account_holder_name: 'Pune Open Sports LLP',
});

/** Each failing field's path and message. */
function problems(input: unknown): Record<string, string> {
  const r = PayoutAccountInputSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('PayoutAccountInputSchema', () => {
  it('normalises a valid account', () => {
    expect(PayoutAccountInputSchema.parse(valid())).toEqual({
      legal_name: 'Pune Open Sports LLP',
      business_type: 'llp',
      pan: 'AAPFU0939F',
      gstin: '27AAPFU0939F1ZV',
      gst_state: 'MH',
      address: {
        street: '12 FC Road, Shivajinagar',
        city: 'Pune',
        state: 'MH',
        postal_code: '411005',
      },
      account_number: '123456789012',
      ifsc_code: 'HDFC0001234',
      bank_name: 'HDFC Bank',
      account_holder_name: 'Pune Open Sports LLP',
    });
  });

  it('takes a missing, null or blank GSTIN as none', () => {
    const { gstin: _, ...without } = valid();
    expect(PayoutAccountInputSchema.parse(without).gstin).toBeNull();
    expect(PayoutAccountInputSchema.parse({ ...valid(), gstin: null }).gstin).toBeNull();
    expect(PayoutAccountInputSchema.parse({ ...valid(), gstin: '   ' }).gstin).toBeNull();
    // Without a GSTIN, the GST state is the host's choice alone.
    expect(PayoutAccountInputSchema.parse({ ...without, gst_state: 'KA' }).gst_state).toBe('KA');
  });

  it('puts each field mistake on its field with its message', () => {
    expect(
      problems({
        ...valid(),
        legal_name: 'P',
        business_type: 'company',
        pan: 'AAPF0939F',
        gst_state: 'XX',
        account_number: '1234-5678',
        ifsc_code: 'HDFC1001234',
        bank_name: '',
        account_holder_name: 'P',
        address: { street: '12', city: 'P', state: 'TS', postal_code: '011005' },
      }),
    ).toEqual({
      legal_name: PAYOUT_MSG.legalName,
      business_type: PAYOUT_MSG.businessType,
      pan: 'A PAN is 5 letters, 4 digits and a letter, like ABCDE1234F',
      gst_state: PAYOUT_MSG.gstState,
      account_number: 'An account number is 9 to 18 digits',
      ifsc_code: 'An IFSC is 4 letters, a 0 and 6 letters or digits, like HDFC0001234',
      bank_name: PAYOUT_MSG.bankName,
      account_holder_name: PAYOUT_MSG.accountHolderName,
      'address.street': PAYOUT_MSG.street,
      'address.city': PAYOUT_MSG.city,
      'address.state': PAYOUT_MSG.state,
      'address.postal_code': 'A PIN code is 6 digits',
    });
  });

  it('names a missing field rather than its type', () => {
    expect(problems({})).toMatchObject({
      legal_name: PAYOUT_MSG.legalName,
      pan: PAYOUT_MSG.pan,
      account_number: PAYOUT_MSG.accountNumber,
      address: 'Please enter the address',
    });
  });

  it('refuses a GSTIN with one character changed', () => {
    expect(problems({ ...valid(), gstin: '27AAPFU0939F1ZW' })).toEqual({
      gstin: "This GSTIN's last character does not match: please check it for a typing mistake",
    });
    expect(problems({ ...valid(), gstin: '27AAPFU0939F1Z' })).toEqual({
      gstin: PAYOUT_MSG.gstin.shape,
    });
  });

  it('holds the GSTIN to the GST state chosen', () => {
    expect(problems({ ...valid(), gst_state: 'KA' })).toEqual({
      gstin: 'This GSTIN is registered in Maharashtra, but the GST state chosen is Karnataka',
    });
  });

  it('holds the GSTIN to the PAN given', () => {
    expect(problems({ ...valid(), pan: 'AAPFU0939G' })).toEqual({
      gstin: PAYOUT_MSG.gstin.panDiffers,
    });
  });

  it('tells a GSTIN mismatch together with mistakes elsewhere', () => {
    expect(problems({ ...valid(), gst_state: 'KA', bank_name: '' })).toEqual({
      gstin: 'This GSTIN is registered in Maharashtra, but the GST state chosen is Karnataka',
      bank_name: PAYOUT_MSG.bankName,
    });
  });

  it('does not compare with a PAN or state that is itself wrong', () => {
    expect(problems({ ...valid(), pan: 'nope' })).toEqual({ pan: PAYOUT_MSG.pan });
    expect(problems({ ...valid(), gst_state: 'XX' })).toEqual({ gst_state: PAYOUT_MSG.gstState });
  });

  it('refuses what is not an object without failing itself', () => {
    expect(PayoutAccountInputSchema.safeParse(null).success).toBe(false);
    expect(PayoutAccountInputSchema.safeParse('account').success).toBe(false);
  });
});

describe('withPayoutAccountChecks', () => {
  it('gives a variant of the fields the same checks across them', () => {
    const SaveSchema = withPayoutAccountChecks(
      PayoutAccountFieldsSchema.extend({
        account_number: PayoutAccountFieldsSchema.shape.account_number.nullish(),
      }),
    );
    const { account_number: _, ...kept } = valid();
    expect(SaveSchema.parse(kept).account_number).toBeUndefined();
    const r = SaveSchema.safeParse({ ...kept, gst_state: 'KA' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['gstin']);
  });
});

describe('business types and statuses', () => {
  it('labels every Route business type', () => {
    expect(BUSINESS_TYPES).toEqual([
      'individual',
      'proprietorship',
      'partnership',
      'private_limited',
      'public_limited',
      'llp',
      'ngo',
      'trust',
      'society',
      'not_yet_registered',
      'educational_institutes',
    ]);
    for (const t of BUSINESS_TYPES) expect(BUSINESS_TYPE_LABEL[t]).toMatch(/^[A-Z]/);
  });

  it('explains every status in a label and one line', () => {
    expect(Object.keys(PAYOUT_STATUS_TEXT).sort()).toEqual([...PAYOUT_STATUSES].sort());
    for (const s of PAYOUT_STATUSES) {
      expect(PAYOUT_STATUS_TEXT[s].label.length).toBeGreaterThan(0);
      expect(PAYOUT_STATUS_TEXT[s].explanation).not.toContain('\n');
    }
  });
});

describe('masking', () => {
  it('shows the first 2 and last 4 characters of a PAN', () => {
    expect(maskPan('ABCDE1234F')).toBe('ABXXXX234F');
    expect(maskPan(' AAPFU0939F ')).toBe('AAXXXX939F');
    expect(maskPan('ABC')).toBe('XXX');
  });

  it('keeps the last 4 digits of an account number', () => {
    expect(last4('123456789012')).toBe('9012');
    expect(last4('1234 5678 9012')).toBe('9012');
  });
});
