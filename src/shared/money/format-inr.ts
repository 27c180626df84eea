/**
 * Amounts and counts as India reads them (issue 29), for every screen, mail and PDF: Indian digit
 * grouping, the last three digits then pairs (₹1,25,000.00; ₹12,34,56,789.50), exactly as
 * Intl.NumberFormat('en-IN' | 'hi-IN') writes it (format-inr.test.ts holds it to that). Written
 * out rather than with Intl, whose first use costs a phone tens of milliseconds while an event
 * list renders; no imports, so a public page pays a few hundred bytes for it.
 */

/** Both write Latin digits in Indian grouping; they differ only in compact words (1.2 लाख). */
export type IndianLocale = 'en-IN' | 'hi-IN';

export type MoneyFormat = {
  /**
   * 'always' two decimals (₹799.00: payments, receipts, invoices); 'paise' two only when there
   * are paise (₹1,250 and ₹1,250.50: sentences in mails); 'trim' up to two, without trailing
   * zeros (₹2,499.5: price tags). Default 'always'.
   */
  fraction?: 'always' | 'paise' | 'trim';
  /** An ISO 4217 code. INR is written ₹; another currency by its code ('USD 12.50'). */
  currency?: string;
  /** 'code' writes INR by its code too ('INR 1,250.00', the receipt's way). */
  symbol?: 'sign' | 'code';
  locale?: IndianLocale;
  /** Devanagari digits (₹१,२५,०००.००) only where the call site asks for them. */
  numerals?: 'latn' | 'deva';
};

type Digits = Pick<MoneyFormat, 'locale' | 'numerals'>;

/** '1234567' → '12,34,567'. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

const DEVANAGARI_ZERO = 0x966;
const withNumerals = (text: string, numerals: Digits['numerals']) =>
  numerals === 'deva'
    ? text.replace(/\d/g, (d) => String.fromCharCode(DEVANAGARI_ZERO + Number(d)))
    : text;

/** Rounded half away from zero, as Intl rounds: -2.5 paise is -3, as 2.5 is 3. */
function wholeNumber(value: number, what: string): number {
  if (!Number.isFinite(value))
    throw new RangeError(`${what} must be a finite number, not ${value}`);
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** An amount in paise (minor units), e.g. 12_500_000 → '₹1,25,000.00'; negatives '-₹500.00'. */
export function formatPaise(minor: number, format: MoneyFormat = {}): string {
  const paiseTotal = Math.abs(wholeNumber(minor, 'An amount in paise'));
  const { fraction = 'always', currency = 'INR', symbol = 'sign' } = format;
  const rest = paiseTotal % 100;
  // Subtracting first keeps the division exact up to Number.MAX_SAFE_INTEGER paise.
  const rupees = groupIndian(String((paiseTotal - rest) / 100));
  const paise = String(rest).padStart(2, '0');
  let shown = paise;
  if (fraction !== 'always' && paise === '00') shown = '';
  else if (fraction === 'trim') shown = paise.replace(/0$/, '');
  const decimals = shown ? `.${shown}` : '';
  const sign = currency === 'INR' && symbol === 'sign' ? '₹' : `${currency} `;
  // No minus on zero: a credit of -0 paise is nothing owed either way.
  const minus = minor < 0 && paiseTotal > 0 ? '-' : '';
  return withNumerals(`${minus}${sign}${rupees}${decimals}`, format.numerals);
}

/** An amount in rupees, as the API speaks them (799.5 → '₹799.50'), rounded to the paisa. */
export const formatRupees = (rupees: number, format: MoneyFormat = {}) =>
  formatPaise(wholeNumber(rupees * 100, 'An amount in rupees'), format);

/** A count (people, registrations, characters): 125000 → '1,25,000'. */
export function formatCount(n: number, format: Digits = {}): string {
  const whole = wholeNumber(n, 'A count');
  const text = `${whole < 0 ? '-' : ''}${groupIndian(String(Math.abs(whole)))}`;
  return withNumerals(text, format.numerals);
}

const compact = new Map<IndianLocale, Intl.NumberFormat>();

/**
 * Rupees on a chart's axis, where a phone has no room for '₹1,20,000.00': '₹1.2L', '₹3.5Cr'
 * ('₹1.2 लाख' in Hindi). Intl's compact words are left to Intl; the charts that ask for them are
 * loaded on their own, and each locale's formatter is made once, on first use.
 */
export function formatRupeesCompact(rupees: number, locale: IndianLocale = 'en-IN'): string {
  let format = compact.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compact.set(locale, format);
  }
  return format.format(rupees);
}
