import { renderPdf, type Doc } from '../platform/pdf/document';
import { drawText } from '../platform/pdf/text';

/**
 * Matchday's one-page A4 papers (receipts, credit notes): the orange band with the brand and the
 * paper's heading, a column of label/value rows, what `after` adds below them, and a footnote.
 * Text is Noto Sans through ../pdf/text, so names in any script of India print.
 */
export function pdfSheet(sheet: {
  title: string;
  heading: string;
  rows: Array<[string, string]>;
  footnote: string;
  after?: (doc: Doc, y: number) => void;
}): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 56, info: { Title: sheet.title } }, (doc) => {
    doc.rect(0, 0, doc.page.width, 90).fill('#FF914D');
    drawText(doc, 'Matchday', 56, 26, { size: 24, weight: 'bold', color: '#1F1F1F' });
    drawText(doc, sheet.heading, 56, 60, { size: 11, color: '#1F1F1F' });

    let y = 130;
    for (const [label, value] of sheet.rows) {
      const below = Math.max(
        drawText(doc, label, 56, y, { size: 11, weight: 'bold', color: '#55595F', width: 130 }),
        drawText(doc, value, 190, y, { size: 11, color: '#1F1F1F', width: 350 }),
      );
      y = Math.max(below, y + 16) + 6;
    }
    sheet.after?.(doc, y);
    drawText(doc, sheet.footnote, 56, doc.page.height - 90, {
      size: 9,
      color: '#55595F',
      width: doc.page.width - 112,
    });
  });
}
