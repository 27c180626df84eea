import { eventDates, placementRank } from '../../shared/competition/certificate-labels';
import type { Certificate } from '../../shared/competition/certificates';
import { medalOf } from '../../shared/competition/labels';
import { formatDisplayDate } from '../../shared/date-format';
import { ticketQrRuns } from '../gate/service';
import { mailText, type MailText } from '../platform/i18n/messages';
import { renderPdf, type Doc } from '../platform/pdf/document';
import { drawText, fitText, textWidth, type TextStyle } from '../platform/pdf/text';

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
function fittedSize(doc: Doc, text: string, style: TextStyle, min: number, width: number) {
  let size = style.size;
  while (size > min && textWidth(doc, text, { ...style, size }) > width) size -= 1;
  return size;
}

/**
 * One centred line, shrunk to fit, never wrapped: a name or title still too wide at the smallest
 * size ends in an ellipsis. Measured run by run as drawn, so a name in any script is centred.
 */
function centred(doc: Doc, text: string, y: number, style: TextStyle & { min?: number }) {
  const width = doc.page.width - 200;
  const size = fittedSize(doc, text, style, style.min ?? style.size, width);
  const fitted = { ...style, size };
  const shown = fitText(doc, text, fitted, width);
  const x = (doc.page.width - textWidth(doc, shown, fitted)) / 2;
  drawText(doc, shown, x, y, { ...fitted, lineBreak: false });
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
  const style = { size: 13, weight: 'bold', color: colour.text } as const;
  const width = textWidth(doc, label, style) + 40;
  const x = (doc.page.width - width) / 2;
  doc.roundedRect(x, y, width, 28, 14).fill(colour.fill);
  drawText(doc, label, x + 20, y + 5, { ...style, lineBreak: false });
}

/** Date, venue and organiser, as labelled columns at the foot, left of the QR code. */
function drawFacts(doc: Doc, facts: Array<[string, string]>, y: number) {
  const left = 70;
  const column = 190;
  facts.forEach(([label, value], i) => {
    const x = left + i * column;
    const width = column - 16;
    drawText(doc, label.toUpperCase(), x, y, {
      size: 8,
      weight: 'bold',
      color: MUTED,
      width,
      lineBreak: false,
    });
    drawText(doc, value, x, y + 14, { size: 11, weight: 'bold', color: INK, width, maxLines: 3 });
  });
}

/** The QR code of the verification page (vector squares), the address printed under it. */
function drawQr(doc: Doc, url: string, right: number, top: number, m: MailText) {
  const size = 92;
  const x = right - size;
  const { size: modules, runs } = ticketQrRuns(url);
  const unit = size / modules;
  doc.rect(x - 6, top - 6, size + 12, size + 12).fill('#FFFFFF');
  for (const run of runs)
    doc.rect(x + run.col * unit, top + run.row * unit, run.length * unit, unit);
  doc.fillColor('#000000').fill();
  const box = { width: 340, align: 'right', lineBreak: false } as const;
  drawText(doc, m('pdf.certificate.verify'), right - box.width, top + size + 9, {
    ...box,
    size: 8,
    color: MUTED,
  });
  drawText(doc, url, right - box.width, top + size + 21, { ...box, size: 7.5, color: INK });
}

/**
 * A certificate as an A4 landscape PDF, made on the server from the stored certificate: the
 * brand, what it certifies (participation, or a placement with its medal, "by walkover" when it
 * was taken without its deciding bout), who, the event, its
 * date, venue and organiser, and a QR code of the public verification page with its address.
 * Its words are in `language` (issue 29; English for an unknown one): "1st place / Gold" as
 * certificate-labels.ts writes it in English; the holder's name and the event's words as written.
 */
export function certificatePdf(
  c: Certificate,
  verifyUrl: string,
  language: string | null | undefined = 'en',
): Promise<Buffer> {
  const m = mailText(language);
  const rank = placementRank(c.rank);
  const medal = rank === null ? null : medalOf(rank);
  const place = rank === null ? null : m('pdf.certificate.place', { rank });
  const placement = place && medal ? m('pdf.certificate.placement', { place, medal }) : null;
  // A place taken without its deciding bout says so (issue 30), as its title does.
  const walkover = placement !== null && c.walkover;
  const fullTitle = placement
    ? m('pdf.certificate.achievementTitle', {
        placement: walkover ? m('pdf.certificate.placementWalkover', { placement }) : placement,
      })
    : m('pdf.certificate.participation');
  const info = { Title: `${fullTitle} · ${c.name}`, Author: 'Matchday', Subject: c.event_title };
  return renderPdf({ size: 'A4', layout: 'landscape', margin: 0, info }, (doc) => {
    drawFrame(doc);

    // Each line is placed by its baseline: `centred` takes the top of Noto Sans's line box,
    // which sits ASCENT (1.069 em) above it.
    const at = (baseline: number, size: number) => baseline - 1.069 * size;
    centred(doc, 'Matchday', at(86, 22), { size: 22, weight: 'bold', color: ORANGE });
    const title = m(placement ? 'pdf.certificate.achievement' : 'pdf.certificate.participation');
    centred(doc, title, at(138, 36), { size: 36, weight: 'bold', color: INK });
    let y = 170;
    if (placement && medal) {
      drawPlacement(doc, placement, MEDAL_COLOURS[medal], y);
      y += 50;
    } else {
      y += 22;
    }
    centred(doc, m('pdf.certificate.presentedTo'), at(y + 9, 12), { size: 12, color: MUTED });
    // The name's baseline, then the rule clear of its descenders (a Devanagari ु hangs 0.4 em).
    const nameBaseline = y + 24 + 40;
    const nameSize = centred(doc, c.name, at(nameBaseline, 44), {
      size: 44,
      min: 18,
      weight: 'bold',
      color: INK,
    });
    const rule = nameBaseline + Math.max(0.45 * nameSize, 12);
    doc
      .lineWidth(1.5)
      .moveTo(doc.page.width / 2 - 170, rule)
      .lineTo(doc.page.width / 2 + 170, rule)
      .stroke(ORANGE);
    const what = place
      ? m(walkover ? 'pdf.certificate.forPlaceWalkover' : 'pdf.certificate.forPlace', { place })
      : m('pdf.certificate.forTakingPart');
    centred(doc, what, at(rule + 27, 12), { size: 12, color: MUTED });
    centred(doc, `${c.category} · ${c.sport}`, at(rule + 51, 17), {
      size: 17,
      min: 11,
      weight: 'bold',
      color: INK,
    });
    centred(doc, c.event_title, at(rule + 75, 17), {
      size: 17,
      min: 11,
      weight: 'bold',
      color: ORANGE_DARK,
    });

    const footTop = doc.page.height - 150;
    drawFacts(
      doc,
      [
        [m('pdf.certificate.date'), eventDates(c.start_date, c.end_date, m.language)],
        [m('pdf.certificate.venue'), c.venue],
        ...(c.host_organisation
          ? ([[m('pdf.certificate.organisedBy'), c.host_organisation]] as Array<[string, string]>)
          : []),
      ],
      footTop + 10,
    );
    drawText(
      doc,
      m('pdf.certificate.issued', {
        code: c.code,
        date: formatDisplayDate(c.issued_at, m.language),
      }),
      70,
      doc.page.height - 64,
      { size: 8, color: MUTED, width: 400, lineBreak: false },
    );
    drawQr(doc, verifyUrl, doc.page.width - 70, footTop - 16, m);
  });
}
