import { divideRoundHalfUp } from './platform-fee';

/**
 * GST on the documents of issue 26 (decision 035): the tax inside a GST-inclusive price, split
 * CGST + SGST within a state or IGST across states; the financial year and the document number
 * of CGST Rule 46(b); the amount in words a tax invoice carries.
 */

/** What an entry to a sports event is, unless the host says otherwise per event. */
export const GST_DEFAULTS = {
  sac: '9996',
  description: 'Recreational, cultural and sporting services',
  rate_percent: 18,
} as const;

/** Services Accounting Code: 4 digits (heading) to 8 (tariff item). */
export const SAC_RE = /^[0-9]{4,8}$/;
/**
 * The GST slabs a host may charge on an entry since the reform of 22 September 2025 (56th GST
 * Council): 0, 5, 18 and 40 % (40 % is for admission to premium sporting events such as the
 * IPL); the 12 and 28 % slabs were folded into them. Documents already issued keep their rate.
 */
export const GST_RATES = [0, 5, 18, 40] as const;

/** The same shape as DocumentTax in server/money/invoices/document.ts. */
export type GstSplit = {
  rate_percent: number;
  taxable_minor: number;
  cgst_minor: number;
  sgst_minor: number;
  igst_minor: number;
  supply: 'intra_state' | 'inter_state';
};

/** A rate such as 18 or 0.25 in basis points; more than two decimals is refused, not rounded. */
function rateBasisPoints(ratePercent: number): number {
  const bp = Math.round(ratePercent * 100);
  if (
    !Number.isFinite(ratePercent) ||
    bp < 0 ||
    bp > 10_000 ||
    Math.abs(ratePercent * 100 - bp) > 1e-6
  )
    throw new RangeError(`A GST rate is 0 to 100 % in hundredths, not ${ratePercent}`);
  return bp;
}

/**
 * The GST inside `totalMinor`, which includes it. The taxable value is rounded half up and the
 * tax is the rest, so the parts always add up to the total paid; an odd paisa of a split tax
 * goes to CGST. A null place of supply is the supplier's own state.
 */
export function gstOfInclusive(
  totalMinor: number,
  ratePercent: number,
  supplierState: string,
  placeOfSupply: string | null,
): GstSplit {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0)
    throw new RangeError(`A total must be a whole number of paise, not ${totalMinor}`);
  const bp = rateBasisPoints(ratePercent);
  const taxable = divideRoundHalfUp(totalMinor * 10_000, 10_000 + bp);
  const tax = totalMinor - taxable;
  const intra = (placeOfSupply ?? supplierState) === supplierState;
  const cgst = intra ? divideRoundHalfUp(tax, 2) : 0;
  return {
    rate_percent: ratePercent,
    taxable_minor: taxable,
    cgst_minor: cgst,
    sgst_minor: intra ? tax - cgst : 0,
    igst_minor: intra ? 0 : tax,
    supply: intra ? 'intra_state' : 'inter_state',
  };
}

const IST_OFFSET_MS = 330 * 60 * 1000;
const twoDigits = (n: number) => String(n % 100).padStart(2, '0');

/** India's financial year of an instant: 1 April 00:00 IST to 31 March, "2026-27" and "2627". */
export function financialYear(at: Date): { label: string; code: string } {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return {
    label: `${start}-${twoDigits(start + 1)}`,
    code: `${twoDigits(start)}${twoDigits(start + 1)}`,
  };
}

/**
 * A document's number, "INV/2627/000001": unique in its series for the financial year, at most
 * 16 characters of letters, digits, "/" and "-" (CGST Rule 46(b)). Throws rather than issue a
 * number the rule does not allow.
 */
export function documentNumber(prefix: string, fyCode: string, serial: number): string {
  if (!/^[A-Z]{1,5}$/.test(prefix))
    throw new RangeError(`A series prefix is 1 to 5 letters A-Z, not "${prefix}"`);
  if (!/^[0-9]{4}$/.test(fyCode))
    throw new RangeError(`A financial year code is 4 digits, not "${fyCode}"`);
  if (!Number.isSafeInteger(serial) || serial < 1)
    throw new RangeError(`A serial is a whole number from 1, not ${serial}`);
  const number = `${prefix}/${fyCode}/${String(serial).padStart(6, '0')}`;
  // The prefix and code allow only A-Z, 0-9 and "/": the length is what can still go wrong.
  if (number.length > 16)
    throw new RangeError(`${number} is longer than the 16 characters a document number may have`);
  return number;
}

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99: "Seven", "Nineteen", "Forty", "Ninety-Nine". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
}

/** A positive whole number in the Indian system: crore, lakh, thousand, hundred. */
function indianWords(n: number): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  // Above 99 crore the crores are counted in the same system: "One Hundred Twenty Crore".
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  const lakh = Math.floor(n / 100_000) % 100;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(n / 1_000) % 100;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const hundred = Math.floor(n / 100) % 10;
  if (hundred) parts.push(`${ONES[hundred]} Hundred`);
  if (n % 100) parts.push(belowHundred(n % 100));
  return parts.join(' ');
}

/** A tax invoice's total in words: "Rupees Twenty-Four and Ninety-Five Paise Only". */
export function amountInWords(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`An amount must be a whole number of paise, not ${minor}`);
  const rupees = Math.floor(minor / 100);
  const paise = minor % 100;
  if (paise === 0) return `Rupees ${rupees ? indianWords(rupees) : 'Zero'} Only`;
  if (rupees === 0) return `${belowHundred(paise)} Paise Only`;
  return `Rupees ${indianWords(rupees)} and ${belowHundred(paise)} Paise Only`;
}
