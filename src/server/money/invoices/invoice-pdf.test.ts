import { describe, expect, it } from 'vitest';
import { NAMES_BY_SCRIPT } from '../../test/indian-names';
import { pdfText, pdfWords } from '../../test/pdf-text';
import type { InvoiceDocument } from './document';
import { invoicePdf, NOT_REGISTERED } from './invoice-pdf';

const HOST_GSTIN = '27ABCDE1234F1Z5';
const MATCHDAY_GSTIN = '29AAACM1234B1Z7';

/**
 * A registered host's tax invoice for ₹1,25,000.50 at 18 % in Maharashtra: the taxable value
 * ₹1,05,932.63 and ₹19,067.87 of tax, whose odd paisa makes CGST and SGST differ (so a swap shows).
 * Issued at 00:30 IST on 12 April 2026, still 11 April in UTC.
 */
function taxInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'tax_invoice',
    number: 'INV/2627/000012',
    issued_at: '2026-04-11T19:00:00.000Z',
    financial_year: '2026-27',
    supplier: {
      name: 'Pune Racquets LLP',
      address: '12 FC Road, Shivajinagar, Pune 411005',
      gstin: HOST_GSTIN,
      state: 'MH',
    },
    recipient: { name: 'Asha Rao', address: null, gstin: null, state: null },
    place_of_supply: 'MH',
    line: {
      description: 'Recreational, cultural and sporting services',
      sac: '9996',
      detail: 'Entry: U-14 Boys, Pune Open 2026 on 12 December, 2026',
    },
    tax: {
      rate_percent: 18,
      taxable_minor: 10_593_263,
      cgst_minor: 953_394,
      sgst_minor: 953_393,
      igst_minor: 0,
      supply: 'intra_state',
    },
    total_minor: 12_500_050,
    currency: 'INR',
    reverse_charge: false,
    refers_to: null,
    reason: null,
    references: [
      ['Registration', '01JREGISTRATION00000000001'],
      ['Order', 'order_Pq7xYz12345678'],
      ['Payment', 'pay_Ab9Cd8Ef7Gh6Ij'],
    ],
    ...overrides,
  };
}

const interState = (): InvoiceDocument =>
  taxInvoice({
    place_of_supply: 'KA',
    tax: {
      rate_percent: 18,
      taxable_minor: 10_593_263,
      cgst_minor: 0,
      sgst_minor: 0,
      igst_minor: 1_906_787,
      supply: 'inter_state',
    },
  });

const billOfSupply = (): InvoiceDocument =>
  taxInvoice({
    kind: 'bill_of_supply',
    number: 'BOS/2627/000003',
    supplier: {
      name: 'Sunday Smashers Club',
      address: '4 Lake Road, Kolkata 700029',
      gstin: null,
      state: 'WB',
    },
    place_of_supply: 'WB',
    tax: null,
    total_minor: 35_000,
  });

const billOfSupplyNote = (): InvoiceDocument => ({
  ...billOfSupply(),
  kind: 'credit_note',
  number: 'CN/2627/000001',
  refers_to: {
    number: 'BOS/2627/000003',
    issued_at: '2026-04-11T19:00:00.000Z',
    kind: 'bill_of_supply',
  },
  reason: 'Event cancelled by the organiser',
});

/** The words of the page, with their positions, as a reader's tools see them. */
async function read(doc: InvoiceDocument) {
  const { pdf, filename } = await invoicePdf(doc);
  return {
    text: pdfText(pdf),
    flat: pdfText(pdf).replace(/\s+/g, ' '),
    words: pdfWords(pdf),
    filename,
  };
}

/** Whether `value` is printed on the same line as, and to the right of, a word `label` starts. */
function onLineOf(words: Awaited<ReturnType<typeof read>>['words'], label: string, value: string) {
  return words.some(
    (l) =>
      l.text.startsWith(label) &&
      words.some((v) => v.text === value && Math.abs(v.yMin - l.yMin) < 2 && v.xMin > l.xMax),
  );
}

describe('a tax invoice', () => {
  it('within the state charges CGST and SGST, each with its amount, and no IGST', async () => {
    const { text, flat, words, filename } = await read(taxInvoice());
    expect(text).toMatch(/^Tax Invoice$/m);
    expect(text).toContain('Issued by Pune Racquets LLP through Matchday');
    expect(text).toContain('INV/2627/000012');
    // 00:30 in India on 12 April is the 11th in UTC: the India date is printed.
    expect(text).toContain('12 April, 2026');
    expect(text).toContain(`GSTIN: ${HOST_GSTIN}`);
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('9996');
    expect(text).toContain('₹1,05,932.63');
    expect(onLineOf(words, 'CGST', '₹9,533.94')).toBe(true);
    expect(onLineOf(words, 'SGST', '₹9,533.93')).toBe(true);
    expect(onLineOf(words, 'Total', '₹1,25,000.50')).toBe(true);
    expect(text).toContain('CGST @ 9%');
    expect(text).not.toContain('IGST');
    expect(flat).toContain(
      'Amount in words: Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only',
    );
    expect(text).toContain('Reverse charge: No');
    expect(flat).toContain(
      'For Pune Racquets LLP — Authorised signatory (digitally generated, no signature required)',
    );
    expect(flat).toContain('Registration: 01JREGISTRATION00000000001');
    expect(flat).toContain('Payment: pay_Ab9Cd8Ef7Gh6Ij');
    expect(text).not.toContain(NOT_REGISTERED);
    expect(filename).toBe('matchday-tax-invoice-INV-2627-000012.pdf');
  });

  it('to another state charges IGST only', async () => {
    const { text, words } = await read(interState());
    expect(text).toContain('Karnataka (29)');
    expect(onLineOf(words, 'IGST', '₹19,067.87')).toBe(true);
    expect(text).toContain('IGST @ 18%');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('prints a name and address in Devanagari and Tamil as they were written', async () => {
    const { flat } = await read(
      taxInvoice({
        supplier: {
          name: NAMES_BY_SCRIPT.tamil,
          address: 'அண்ணா சாலை, சென்னை 600002',
          gstin: '33ABCDE1234F1Z1',
          state: 'TN',
        },
        recipient: {
          name: NAMES_BY_SCRIPT.devanagari,
          address: 'शिवाजीनगर, पुणे 411005',
          gstin: null,
          state: 'MH',
        },
      }),
    );
    expect(flat).toContain(NAMES_BY_SCRIPT.tamil);
    expect(flat).toContain('அண்ணா சாலை, சென்னை 600002');
    expect(flat).toContain(NAMES_BY_SCRIPT.devanagari);
    expect(flat).toContain('शिवाजीनगर, पुणे 411005');
    expect(flat).toContain(`For ${NAMES_BY_SCRIPT.tamil} — Authorised signatory`);
  });

  it('prints a 16-character number whole, and names its file after it', async () => {
    const { text, filename } = await read(taxInvoice({ number: 'ABCD/2627/000123' }));
    expect(text).toMatch(/^ABCD\/2627\/000123$/m);
    expect(filename).toBe('matchday-tax-invoice-ABCD-2627-000123.pdf');
  });
});

describe('a bill of supply', () => {
  it('says the supplier is not registered and shows no GSTIN and no tax', async () => {
    const { text, flat, words, filename } = await read(billOfSupply());
    expect(text).toMatch(/^Bill of Supply$/m);
    expect(text).toContain('BOS/2627/000003');
    expect(flat).toContain(NOT_REGISTERED);
    expect(text).not.toContain('GSTIN');
    // The sentence names the CGST Rules; nothing else may name a tax.
    expect(flat.replace(NOT_REGISTERED, '')).not.toMatch(/CGST|SGST|IGST|Taxable|Tax Invoice/);
    expect(onLineOf(words, 'Total', '₹350.00')).toBe(true);
    expect(flat).toContain('Amount in words: Rupees Three Hundred Fifty Only');
    expect(text).toContain('West Bengal (19)');
    expect(filename).toBe('matchday-bill-of-supply-BOS-2627-000003.pdf');
  });
});

describe('a credit note', () => {
  it('names the tax invoice it reduces, why, and the tax it reverses', async () => {
    const { text, flat, words, filename } = await read(
      taxInvoice({
        kind: 'credit_note',
        number: 'CN/2627/000004',
        issued_at: '2026-05-02T06:00:00.000Z',
        total_minor: 49_900,
        tax: {
          rate_percent: 18,
          taxable_minor: 42_288,
          cgst_minor: 3_806,
          sgst_minor: 3_806,
          igst_minor: 0,
          supply: 'intra_state',
        },
        refers_to: {
          number: 'INV/2627/000012',
          issued_at: '2026-04-11T19:00:00.000Z',
          kind: 'tax_invoice',
        },
        reason: 'Registration cancelled by the participant',
      }),
    );
    expect(text).toMatch(/^Credit Note$/m);
    expect(text).toContain('CN/2627/000004');
    expect(text).toContain('02 May, 2026');
    expect(flat).toContain('Against Tax Invoice INV/2627/000012 dated 12 April, 2026');
    expect(flat).toContain('Reason: Registration cancelled by the participant');
    expect(flat).toContain('Tax reversed: CGST @ 9% ₹38.06, SGST @ 9% ₹38.06');
    expect(onLineOf(words, 'Total', '₹499.00')).toBe(true);
    expect(flat).toContain('Rupees Four Hundred Ninety-Nine Only');
    expect(filename).toBe('matchday-credit-note-CN-2627-000004.pdf');
  });

  it('of a bill of supply reverses no tax', async () => {
    const { text, flat } = await read(billOfSupplyNote());
    expect(flat).toContain('Against Bill of Supply BOS/2627/000003 dated 12 April, 2026');
    expect(flat).toContain('Tax reversed: none');
    expect(text).not.toMatch(/CGST|SGST|IGST/);
  });
});

describe("Matchday's fee invoice", () => {
  const fee = (gstin: string | null): InvoiceDocument =>
    taxInvoice({
      kind: 'fee_invoice',
      number: 'MDF/2627/000007',
      supplier: {
        name: 'Matchday Sports Technologies Private Limited',
        address: '4th Floor, 21 Residency Road, Bengaluru 560025',
        gstin,
        state: 'KA',
      },
      recipient: {
        name: 'Pune Racquets LLP',
        address: '12 FC Road, Shivajinagar, Pune 411005',
        gstin: HOST_GSTIN,
        state: 'MH',
      },
      place_of_supply: 'MH',
      tax: gstin
        ? {
            rate_percent: 18,
            taxable_minor: 2_115,
            cgst_minor: 0,
            sgst_minor: 0,
            igst_minor: 380,
            supply: 'inter_state',
          }
        : null,
      total_minor: 2_495,
    });

  it('is a tax invoice from Matchday to the host, with both GSTINs, while Matchday has one', async () => {
    const { text, flat, words, filename } = await read(fee(MATCHDAY_GSTIN));
    expect(text).toMatch(/^Tax Invoice$/m);
    expect(text).not.toContain('through Matchday');
    expect(text).toContain(`GSTIN: ${MATCHDAY_GSTIN}`);
    expect(text).toContain(`GSTIN: ${HOST_GSTIN}`);
    expect(onLineOf(words, 'IGST', '₹3.80')).toBe(true);
    expect(flat).toContain('Rupees Twenty-Four and Ninety-Five Paise Only');
    expect(flat).toContain(
      'For Matchday Sports Technologies Private Limited — Authorised signatory',
    );
    expect(filename).toBe('matchday-fee-invoice-MDF-2627-000007.pdf');
  });

  it('is given back in part by a credit note of Matchday, against its fee invoice', async () => {
    const invoice = fee(MATCHDAY_GSTIN);
    const { text, flat } = await read({
      ...invoice,
      kind: 'credit_note',
      number: 'CN/2627/000002',
      refers_to: { number: invoice.number, issued_at: invoice.issued_at, kind: 'fee_invoice' },
      reason: 'Registration cancelled by the participant',
    });
    expect(text).toMatch(/^Credit Note$/m);
    expect(text).not.toContain('through Matchday');
    expect(flat).toContain('Against Tax Invoice MDF/2627/000007 dated 12 April, 2026');
    expect(flat).toContain('Tax reversed: IGST @ 18% ₹3.80');
  });

  it('is a bill of supply while Matchday has no GSTIN', async () => {
    const { text, flat } = await read(fee(null));
    expect(text).toMatch(/^Bill of Supply$/m);
    expect(flat).toContain(NOT_REGISTERED);
    expect(flat.replace(NOT_REGISTERED, '')).not.toMatch(/CGST|SGST|IGST|Taxable/);
  });
});
