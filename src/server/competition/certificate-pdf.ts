import PDFDocument from 'pdfkit';
import { eventDates, placementLabel } from '../../shared/competition/certificate-labels';
import type { Certificate } from '../../shared/competition/certificates';
import { medalOf } from '../../shared/competition/labels';
import { formatDisplayDate } from '../../shared/date-format';
import { ticketQrRuns } from '../checkin/service';

type Doc = InstanceType<typeof PDFDocument>;

const ORANGE = '#FF914D';
const ORANGE_DARK = '#B34A00';
const INK = '#1F1F1F';
const MUTED = '#55595F';
/** Medal tints with dark text, as on the verification page's badge. */
const MEDAL_COLOURS = {
  gold: { fill: '#F8DB7A', text: '#4D3A00' },
  silver: { fill: '#E1E4E8', text: '#33383D' },
  bronze: { fill: '#F1C9A5', text: '#5E3210' },
} as const;

/** The largest size (down to `min`) at which `text` fits `width` on one line. */
function fittedSize(doc: Doc, text: string, font: string, max: number, min: number, width: number) {
  doc.font(font);
  let size = max;
  while (size > min && doc.fontSize(size).widthOfString(text) > width) size -= 1;
  return size;
}

/**
 * One centred line, shrunk to fit, never wrapped (pdfkit breaks long words at hyphens): a name or
 * title still too wide at the smallest size ends in an ellipsis.
 */
function centred(
  doc: Doc,
  text: string,
  y: number,
  style: { font: string; size: number; min?: number; colour: string },
) {
  const width = doc.page.width - 200;
  const size = fittedSize(doc, text, style.font, style.size, style.min ?? style.size, width);
  doc.font(style.font).fontSize(size);
  let shown = text;
  for (let n = text.length - 1; n > 0 && doc.widthOfString(shown) > width; n--)
    shown = `${text.slice(0, n).trimEnd()}…`;
  doc
    .fillColor(style.colour)
    .text(shown, (doc.page.width - doc.widthOfString(shown)) / 2, y, { lineBreak: false });
  return size;
}

/** The frame: an orange rule and a fine inner line, with orange corners. */
function drawFrame(doc: Doc) {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill('#FFFCF9');
  doc
    .lineWidth(4)
    .rect(20, 20, width - 40, height - 40)
    .stroke(ORANGE);
  doc
    .lineWidth(0.75)
    .rect(30, 30, width - 60, height - 60)
    .stroke('#F6C9A8');
  for (const [x, y] of [
    [30, 30],
    [width - 30, 30],
    [30, height - 30],
    [width - 30, height - 30],
  ] as const)
    doc.circle(x, y, 4).fill(ORANGE);
}

/** The medal's badge: "1st place / Gold" in the medal's colour. */
function drawPlacement(doc: Doc, label: string, colour: { fill: string; text: string }, y: number) {
  doc.font('Helvetica-Bold').fontSize(13);
  const width = doc.widthOfString(label) + 40;
  const x = (doc.page.width - width) / 2;
  doc.roundedRect(x, y, width, 28, 14).fill(colour.fill);
  doc.fillColor(colour.text).text(label, x + 20, y + 8.5, { lineBreak: false });
}

/** Date, venue and organiser, as labelled columns at the foot, left of the QR code. */
function drawFacts(doc: Doc, facts: Array<[string, string]>, y: number) {
  const left = 70;
  const column = 190;
  facts.forEach(([label, value], i) => {
    const x = left + i * column;
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(MUTED)
      .text(label.toUpperCase(), x, y, {
        width: column - 16,
        lineBreak: false,
      });
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(value, x, y + 14, { width: column - 16, height: 42, ellipsis: true });
  });
}

/** The QR code of the verification page (vector squares), the address printed under it. */
function drawQr(doc: Doc, url: string, right: number, top: number) {
  const size = 92;
  const x = right - size;
  const { size: modules, runs } = ticketQrRuns(url);
  const unit = size / modules;
  doc.rect(x - 6, top - 6, size + 12, size + 12).fill('#FFFFFF');
  for (const run of runs)
    doc.rect(x + run.col * unit, top + run.row * unit, run.length * unit, unit);
  doc.fillColor('#000000').fill();
  const textWidth = 340;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Scan or visit to verify this certificate', right - textWidth, top + size + 10, {
      width: textWidth,
      align: 'right',
      lineBreak: false,
    });
  doc
    .font('Courier')
    .fontSize(7.5)
    .fillColor(INK)
    .text(url, right - textWidth, top + size + 22, {
      width: textWidth,
      align: 'right',
      lineBreak: false,
    });
}

/**
 * A certificate as an A4 landscape PDF, made on the server from the stored certificate: the
 * brand, what it certifies (participation, or a placement with its medal), who, the event, its
 * date, venue and organiser, and a QR code of the public verification page with its address.
 */
export function certificatePdf(c: Certificate, verifyUrl: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      info: { Title: `${c.title} · ${c.name}`, Author: 'Matchday', Subject: c.event_title },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    drawFrame(doc);
    const placement = placementLabel(c.rank);
    const medal = c.rank === null ? null : medalOf(c.rank);

    centred(doc, 'Matchday', 70, { font: 'Helvetica-Bold', size: 22, colour: ORANGE });
    centred(doc, placement ? 'Certificate of achievement' : 'Certificate of participation', 112, {
      font: 'Times-Bold',
      size: 38,
      colour: INK,
    });
    let y = 170;
    if (placement && medal) {
      drawPlacement(doc, placement, MEDAL_COLOURS[medal], y);
      y += 50;
    } else {
      y += 22;
    }
    centred(doc, 'This certificate is presented to', y, {
      font: 'Helvetica',
      size: 12,
      colour: MUTED,
    });
    const nameSize = centred(doc, c.name, y + 24, {
      font: 'Times-Bold',
      size: 44,
      min: 18,
      colour: INK,
    });
    const rule = y + 24 + nameSize + 12;
    doc
      .lineWidth(1.5)
      .moveTo(doc.page.width / 2 - 170, rule)
      .lineTo(doc.page.width / 2 + 170, rule)
      .stroke(ORANGE);
    centred(
      doc,
      placement ? `for ${placement.split(' / ')[0]} in` : 'for taking part in',
      rule + 18,
      {
        font: 'Helvetica',
        size: 12,
        colour: MUTED,
      },
    );
    centred(doc, `${c.category} · ${c.sport}`, rule + 38, {
      font: 'Helvetica-Bold',
      size: 17,
      min: 11,
      colour: INK,
    });
    centred(doc, c.event_title, rule + 62, {
      font: 'Helvetica-Bold',
      size: 17,
      min: 11,
      colour: ORANGE_DARK,
    });

    const footTop = doc.page.height - 150;
    drawFacts(
      doc,
      [
        ['Date', eventDates(c.start_date, c.end_date)],
        ['Venue', c.venue],
        ...(c.host_organisation
          ? ([['Organised by', c.host_organisation]] as Array<[string, string]>)
          : []),
      ],
      footTop + 10,
    );
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `Certificate ${c.code} · issued ${formatDisplayDate(c.issued_at)} by Matchday`,
        70,
        doc.page.height - 62,
        { width: 400, lineBreak: false },
      );
    drawQr(doc, verifyUrl, doc.page.width - 70, footTop - 16);
    doc.end();
  });
}
