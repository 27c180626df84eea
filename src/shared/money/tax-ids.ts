/**
 * India's tax and bank identifiers (issue 26): the shapes a payout account's PAN, GSTIN, IFSC and
 * account number must have, and the states and union territories that GST and addresses name.
 * Shared so the settings form refuses a typo before the server (and Razorpay) would.
 */

export const PAN_RE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const IFSC_RE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_RE = /^[0-9]{9,18}$/;
/** State code, the PAN, the registration's number under that PAN, 'Z', the check character. */
const GSTIN_RE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * Every state and union territory, by name: `code` is its ISO 3166-2:IN code without "IN-" (the
 * current ones: TG, CG, UK, OD, DH, LA), `gst` the state code that starts its GSTINs.
 */
export const INDIAN_STATES = [
  { code: 'AN', name: 'Andaman and Nicobar Islands', gst: '35' },
  { code: 'AP', name: 'Andhra Pradesh', gst: '37' },
  { code: 'AR', name: 'Arunachal Pradesh', gst: '12' },
  { code: 'AS', name: 'Assam', gst: '18' },
  { code: 'BR', name: 'Bihar', gst: '10' },
  { code: 'CH', name: 'Chandigarh', gst: '04' },
  { code: 'CG', name: 'Chhattisgarh', gst: '22' },
  { code: 'DH', name: 'Dadra and Nagar Haveli and Daman and Diu', gst: '26' },
  { code: 'DL', name: 'Delhi', gst: '07' },
  { code: 'GA', name: 'Goa', gst: '30' },
  { code: 'GJ', name: 'Gujarat', gst: '24' },
  { code: 'HR', name: 'Haryana', gst: '06' },
  { code: 'HP', name: 'Himachal Pradesh', gst: '02' },
  { code: 'JK', name: 'Jammu and Kashmir', gst: '01' },
  { code: 'JH', name: 'Jharkhand', gst: '20' },
  { code: 'KA', name: 'Karnataka', gst: '29' },
  { code: 'KL', name: 'Kerala', gst: '32' },
  { code: 'LA', name: 'Ladakh', gst: '38' },
  { code: 'LD', name: 'Lakshadweep', gst: '31' },
  { code: 'MP', name: 'Madhya Pradesh', gst: '23' },
  { code: 'MH', name: 'Maharashtra', gst: '27' },
  { code: 'MN', name: 'Manipur', gst: '14' },
  { code: 'ML', name: 'Meghalaya', gst: '17' },
  { code: 'MZ', name: 'Mizoram', gst: '15' },
  { code: 'NL', name: 'Nagaland', gst: '13' },
  { code: 'OD', name: 'Odisha', gst: '21' },
  { code: 'PY', name: 'Puducherry', gst: '34' },
  { code: 'PB', name: 'Punjab', gst: '03' },
  { code: 'RJ', name: 'Rajasthan', gst: '08' },
  { code: 'SK', name: 'Sikkim', gst: '11' },
  { code: 'TN', name: 'Tamil Nadu', gst: '33' },
  { code: 'TG', name: 'Telangana', gst: '36' },
  { code: 'TR', name: 'Tripura', gst: '16' },
  { code: 'UP', name: 'Uttar Pradesh', gst: '09' },
  { code: 'UK', name: 'Uttarakhand', gst: '05' },
  { code: 'WB', name: 'West Bengal', gst: '19' },
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];
export type StateCode = IndianState['code'];

type Codes<T extends readonly IndianState[]> = { -readonly [K in keyof T]: T[K]['code'] };
/** The codes in the list's order, as a tuple `z.enum` takes. */
export const STATE_CODES = INDIAN_STATES.map((s) => s.code) as Codes<typeof INDIAN_STATES>;

const BY_CODE = new Map<string, IndianState>(INDIAN_STATES.map((s) => [s.code, s]));
const BY_GST = new Map<string, IndianState>(INDIAN_STATES.map((s) => [s.gst, s]));

/** Takes any string (a stored column, a query parameter): undefined when it is not a code. */
export const stateByCode = (code: string): IndianState | undefined => BY_CODE.get(code);
export const stateName = (code: string): string | undefined => BY_CODE.get(code)?.name;
export const isStateCode = (code: string): code is StateCode => BY_CODE.has(code);

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN from its first 14: the Luhn mod 36 sum the GST Network uses,
 * each character's value weighted 1, 2, 1, 2, … from the left, a product's base-36 digits added.
 */
export function gstinCheckChar(first14: string): string {
  if (first14.length !== 14) throw new RangeError('A GSTIN check needs its first 14 characters');
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i]!);
    if (value < 0) throw new RangeError(`"${first14[i]}" cannot be in a GSTIN`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export const GSTIN_MSG = {
  shape:
    'A GSTIN is 15 characters: 2 digits of the state, the 10-character PAN, a digit or letter, Z and a check character, like 27ABCDE1234F1Z5',
  unknownState: (digits: string) =>
    `A GSTIN starts with its state's code; ${digits} is not the code of an Indian state or union territory`,
  checkChar: "This GSTIN's last character does not match: please check it for a typing mistake",
  stateDiffers: (gstinState: string, chosen: string) =>
    `This GSTIN is registered in ${gstinState}, but the GST state chosen is ${chosen}`,
  panDiffers: 'The PAN inside this GSTIN (its characters 3 to 12) is not the PAN given',
} as const;

/**
 * Why a GSTIN (upper case, trimmed) cannot be right, or null. The check character comes before
 * the state: a typo anywhere, the state digits included, is told as a typo, and a GSTIN whose
 * check holds really is from another state.
 */
export function gstinProblem(gstin: string, gstState?: StateCode): string | null {
  if (!GSTIN_RE.test(gstin)) return GSTIN_MSG.shape;
  const digits = gstin.slice(0, 2);
  const registered = BY_GST.get(digits);
  if (!registered) return GSTIN_MSG.unknownState(digits);
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MSG.checkChar;
  if (gstState && registered.code !== gstState)
    return GSTIN_MSG.stateDiffers(registered.name, stateName(gstState) ?? gstState);
  return null;
}

/** The PAN a GSTIN is issued under: its characters 3 to 12. */
export const gstinPan = (gstin: string): string => gstin.slice(2, 12);

export const gstinMatchesPan = (gstin: string, pan: string): boolean =>
  gstinPan(gstin.trim().toUpperCase()) === pan.trim().toUpperCase();
