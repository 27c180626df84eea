import { formatDisplayDate } from '../../../shared/date-format';
import { formatPaise } from '../../../shared/money/format-inr';
import { amountInWords } from '../../../shared/money/gst';
import { stateByCode } from '../../../shared/money/tax-ids';
import { renderPdf, type Doc } from '../../platform/pdf/document';
import { drawText } from '../../platform/pdf/text';
import type { DocumentKind, DocumentParty, DocumentTax, InvoiceDocument } from './document';

/**
 * An issued GST document (./document) drawn as one A4 page: a tax invoice (CGST Rule 46), a bill
 * of supply (rule 49) or a credit note (rule 53), the host's to a participant or Matchday's own
 * fee invoice to a host. Matchday's band is on top, but the paper is the supplier's: it names
 * them, their GSTIN and their signatory. Only what the snapshot holds is printed, so a copy
 * drawn years later is the document that was issued.
 */

const INK = '#1F1F1F';
const MUTED = '#55595F';
const RULE = '#C9CDD2';
const SHADE = '#F3F4F6';
const LEFT = 56;
/** A4's 595 pt less two margins of 56. */
const WIDTH = 483;
const RIGHT_COLUMN = 336;

type Heading = 'Tax Invoice' | 'Bill of Supply' | 'Credit Note';

/** Matchday's fee invoice is a tax invoice only while Matchday itself has a GSTIN. */
function headingOf(kind: DocumentKind, supplierGstin: string | null): Heading {
  switch (kind) {
    case 'credit_note':
      return 'Credit Note';
    case 'tax_invoice':
      return 'Tax Invoice';
    case 'bill_of_supply':
      return 'Bill of Supply';
    case 'fee_invoice':
      return supplierGstin ? 'Tax Invoice' : 'Bill of Supply';
  }
}

const NUMBER_LABEL: Record<Heading, string> = {
  'Tax Invoice': 'Invoice No.',
  'Bill of Supply': 'Bill No.',
  'Credit Note': 'Credit Note No.',
};

export const NOT_REGISTERED =
  'Supplier not registered under GST: no tax is charged (Bill of Supply, Rule 49 of the CGST Rules)';

/** Paise as a reader writes rupees, grouped the Indian way: ₹1,25,000.50 (-₹… on a credit). */
const rupees = (minor: number, currency: string) => formatPaise(minor, { currency });

/** "Maharashtra (27)": the state's name and the GST code its GSTINs start with. */
function stateLabel(code: string | null): string {
  if (!code) return '—';
  const state = stateByCode(code);
  return state ? `${state.name} (${state.gst})` : code;
}

/** Tax columns and totals name the rate of their own part: CGST and SGST take half each. */
const percent = (rate: number) => `${rate}%`;

/** Each tax the document charges (or a credit note reverses), labelled with its rate. */
function taxParts(tax: DocumentTax): Array<[string, number]> {
  if (tax.supply === 'inter_state')
    return [[`IGST @ ${percent(tax.rate_percent)}`, tax.igst_minor]];
  const half = percent(tax.rate_percent / 2);
  return [
    [`CGST @ ${half}`, tax.cgst_minor],
    [`SGST @ ${half}`, tax.sgst_minor],
  ];
}

/** Matchday's band, as pdfSheet draws it, with the document's kind as its heading. */
function drawBand(doc: Doc, heading: string) {
  doc.rect(0, 0, doc.page.width, 90).fill('#FF914D');
  drawText(doc, 'Matchday', LEFT, 26, { size: 24, weight: 'bold', color: INK });
  drawText(doc, heading, LEFT, 58, { size: 14, weight: 'bold', color: INK });
}

/** A party's block: name, address, GSTIN (when registered) and state, each one labelled. */
function drawParty(doc: Doc, title: string, party: DocumentParty, y: number, width: number) {
  const small = { size: 9.5, color: INK, width };
  let at = drawText(doc, title, LEFT, y, { size: 8.5, weight: 'bold', color: MUTED, width });
  at = drawText(doc, party.name, LEFT, at + 1, {
    size: 11,
    weight: 'bold',
    color: INK,
    width,
    maxLines: 2,
  });
  if (party.address) at = drawText(doc, party.address, LEFT, at, { ...small, maxLines: 4 });
  if (party.gstin) at = drawText(doc, `GSTIN: ${party.gstin}`, LEFT, at, small);
  if (party.state) at = drawText(doc, `State: ${stateLabel(party.state)}`, LEFT, at, small);
  return at;
}

/** Label over value, down the right-hand column; returns the y under the last. */
function drawFacts(doc: Doc, facts: Array<[string, string]>, y: number): number {
  const width = LEFT + WIDTH - RIGHT_COLUMN;
  let at = y;
  for (const [label, value] of facts) {
    at = drawText(doc, label, RIGHT_COLUMN, at, { size: 8.5, weight: 'bold', color: MUTED, width });
    at = drawText(doc, value, RIGHT_COLUMN, at + 1, { size: 11, color: INK, width }) + 6;
  }
  return at;
}

type Column = { title: string; width: number; text: string; sub?: string };

/** The line table's columns: tax columns only when tax is charged, the description the rest. */
function columnsOf(d: InvoiceDocument, tax: DocumentTax | null): Column[] {
  const money = (minor: number) => rupees(minor, d.currency);
  const sac = { title: 'SAC', width: 44, text: d.line.sac };
  const taxed: Column[] = tax
    ? [
        { title: 'Taxable value', width: 72, text: money(tax.taxable_minor) },
        { title: 'Rate', width: 40, text: percent(tax.rate_percent) },
        ...taxParts(tax).map(([title, minor]) => ({
          title,
          width: tax.supply === 'inter_state' ? 72 : 64,
          text: money(minor),
        })),
      ]
    : [];
  const rest = [
    sac,
    ...taxed,
    { title: tax ? 'Total' : 'Amount', width: 80, text: money(d.total_minor) },
  ];
  const used = rest.reduce((sum, c) => sum + c.width, 0);
  return [
    { title: 'Description', width: WIDTH - used, text: d.line.description, sub: d.line.detail },
    ...rest,
  ];
}

/** The one line of the document as a table: a shaded header row, then the line, ruled below. */
function drawLineTable(doc: Doc, columns: Column[], y: number): number {
  const pad = 4;
  doc.rect(LEFT, y, WIDTH, 22).fill(SHADE);
  let x = LEFT;
  let bottom = y;
  for (const [i, c] of columns.entries()) {
    const align = i === 0 ? 'left' : 'right';
    const width = c.width - 2 * pad;
    drawText(doc, c.title, x + pad, y + 6, { size: 8, weight: 'bold', color: MUTED, width, align });
    let at = drawText(doc, c.text, x + pad, y + 30, {
      size: 9.5,
      weight: i === 0 ? 'bold' : 'regular',
      color: INK,
      width,
      align,
      maxLines: 2,
    });
    if (c.sub)
      at = drawText(doc, c.sub, x + pad, at + 1, { size: 8, color: MUTED, width, maxLines: 4 });
    bottom = Math.max(bottom, at);
    x += c.width;
  }
  bottom += 6;
  doc
    .moveTo(LEFT, bottom)
    .lineTo(LEFT + WIDTH, bottom)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  return bottom;
}

/** Taxable value, each tax and the total, right-aligned under the table. */
function drawTotals(doc: Doc, d: InvoiceDocument, tax: DocumentTax | null, y: number): number {
  const money = (minor: number) => rupees(minor, d.currency);
  const total = d.kind === 'credit_note' ? 'Total credited' : 'Total';
  const rows = [
    ...(tax ? [['Taxable value', tax.taxable_minor] as const, ...taxParts(tax)] : []),
  ].map(([label, minor]) => ({ label, value: money(minor), strong: false }));
  rows.push({ label: total, value: money(d.total_minor), strong: true });
  let at = y + 8;
  for (const { label, value, strong } of rows) {
    const style = {
      size: strong ? 11 : 9.5,
      weight: strong ? 'bold' : 'regular',
      color: INK,
    } as const;
    drawText(doc, label, LEFT + WIDTH - 250, at, { ...style, width: 150, align: 'right' });
    at = drawText(doc, value, LEFT + WIDTH - 95, at, { ...style, width: 95, align: 'right' }) + 3;
  }
  return at;
}

const FULL = { size: 10, color: INK, width: WIDTH } as const;

/** The band, who issues it, the two parties, and the document's number, date and place. */
function drawHeader(pdf: Doc, d: InvoiceDocument, heading: Heading): number {
  drawBand(pdf, heading);
  // Matchday's fee and the credit notes that give part of it back are Matchday's own.
  const fee = d.kind === 'fee_invoice' || d.refers_to?.kind === 'fee_invoice';
  const issuer = fee
    ? `Issued by ${d.supplier.name} for Matchday's platform fee`
    : `Issued by ${d.supplier.name} through Matchday`;
  const top = drawText(pdf, issuer, LEFT, 102, { size: 10, color: MUTED, width: WIDTH }) + 12;
  const partyWidth = RIGHT_COLUMN - LEFT - 20;
  const supplier = { ...d.supplier, gstin: heading === 'Bill of Supply' ? null : d.supplier.gstin };
  const between = drawParty(pdf, 'Supplier', supplier, top, partyWidth) + 10;
  const parties = drawParty(pdf, 'Recipient', d.recipient, between, partyWidth);
  const facts = drawFacts(
    pdf,
    [
      [NUMBER_LABEL[heading], d.number],
      ['Date', formatDisplayDate(d.issued_at)],
      ['Place of supply', stateLabel(d.place_of_supply)],
    ],
    top,
  );
  let y = Math.max(parties, facts) + 12;
  if (d.kind === 'credit_note' && d.refers_to) {
    const original = headingOf(d.refers_to.kind, d.supplier.gstin);
    const dated = formatDisplayDate(d.refers_to.issued_at);
    const against = `Against ${original} ${d.refers_to.number} dated ${dated}`;
    y = drawText(pdf, against, LEFT, y, { ...FULL, size: 10.5, weight: 'bold' }) + 2;
    if (d.reason) y = drawText(pdf, `Reason: ${d.reason}`, LEFT, y, FULL) + 2;
    y += 8;
  }
  return y;
}

/** Under the totals: the amount in words, the tax a credit note reverses, the notices, the signatory. */
function drawClosing(pdf: Doc, d: InvoiceDocument, heading: Heading, top: number) {
  const tax = heading === 'Bill of Supply' ? null : d.tax;
  let y = drawText(pdf, `Amount in words: ${amountInWords(d.total_minor)}`, LEFT, top, FULL) + 2;
  if (d.kind === 'credit_note') {
    const reversed = tax
      ? `Tax reversed: ${taxParts(tax)
          .map(([label, minor]) => `${label} ${rupees(minor, d.currency)}`)
          .join(', ')}`
      : 'Tax reversed: none (no tax was charged on the original document)';
    y = drawText(pdf, reversed, LEFT, y, FULL) + 2;
  }
  y = drawText(pdf, `Reverse charge: ${d.reverse_charge ? 'Yes' : 'No'}`, LEFT, y, FULL) + 10;
  if (heading === 'Bill of Supply') {
    // One line at this size: the box is drawn first, so it cannot be measured from the text.
    pdf.rect(LEFT, y, WIDTH, 26).fill(SHADE);
    const notice = { ...FULL, weight: 'bold', width: WIDTH - 16 } as const;
    y = drawText(pdf, NOT_REGISTERED, LEFT + 8, y + 7, notice) + 14;
  }
  const signatory = `For ${d.supplier.name} — Authorised signatory (digitally generated, no signature required)`;
  drawText(pdf, signatory, LEFT, y + 14, { ...FULL, maxLines: 3 });
}

/** The document as a whole; a bill of supply never shows tax, whatever the snapshot holds. */
function drawDocument(pdf: Doc, d: InvoiceDocument, heading: Heading) {
  const tax = heading === 'Bill of Supply' ? null : d.tax;
  let y = drawHeader(pdf, d, heading);
  y = drawLineTable(pdf, columnsOf(d, tax), y);
  y = drawTotals(pdf, d, tax, y) + 10;
  drawClosing(pdf, d, heading, y);
}

/** Our references, small at the foot: whoever asks about the document can quote one. */
function drawReferences(pdf: Doc, d: InvoiceDocument) {
  const refs = [...d.references, ['Financial year', d.financial_year]]
    .map(([label, value]) => `${label}: ${value}`)
    .join('   ·   ');
  drawText(pdf, refs, LEFT, pdf.page.height - 70, {
    size: 7.5,
    color: MUTED,
    width: WIDTH,
    maxLines: 3,
  });
}

/** The PDF of an issued document and its download name, "matchday-tax-invoice-INV-2627-000012.pdf". */
export async function invoicePdf(doc: InvoiceDocument): Promise<{ pdf: Buffer; filename: string }> {
  const heading = headingOf(doc.kind, doc.supplier.gstin);
  const pdf = await renderPdf(
    {
      size: 'A4',
      margin: LEFT,
      info: { Title: `${heading} ${doc.number} — ${doc.supplier.name}` },
    },
    (page) => {
      drawDocument(page, doc, heading);
      drawReferences(page, doc);
    },
  );
  const kind = doc.kind.replace(/_/g, '-');
  // Numbers are letters, digits, "/" and "-": anything else would not belong in a file name.
  const number = doc.number.replace(/[^A-Za-z0-9-]/g, '-');
  return { pdf, filename: `matchday-${kind}-${number}.pdf` };
}
