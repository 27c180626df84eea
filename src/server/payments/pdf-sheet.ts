import PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Matchday's one-page A4 papers (receipts, credit notes): the orange band with the brand and the
 * paper's heading, a column of label/value rows, what `after` adds below them, and a footnote.
 */
export function pdfSheet(sheet: {
  title: string;
  heading: string;
  rows: Array<[string, string]>;
  footnote: string;
  after?: (doc: Doc, y: number) => void;
}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: sheet.title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.rect(0, 0, doc.page.width, 90).fill('#FF914D');
    doc.fill('#1F1F1F').font('Helvetica-Bold').fontSize(24).text('Matchday', 56, 32);
    doc.font('Helvetica').fontSize(11).text(sheet.heading, 56, 62);
    doc.moveDown(3);

    let y = 130;
    for (const [label, value] of sheet.rows) {
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor('#55595F')
        .text(label, 56, y, { width: 130 });
      doc.font('Helvetica').fillColor('#1F1F1F').text(value, 190, y, { width: 350 });
      y = Math.max(doc.y, y + 16) + 8;
    }
    sheet.after?.(doc, y);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#55595F')
      .text(sheet.footnote, 56, doc.page.height - 90, { width: doc.page.width - 112 });
    doc.end();
  });
}
