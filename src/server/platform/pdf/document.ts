import PDFDocument from 'pdfkit';

export type Doc = InstanceType<typeof PDFDocument>;
type Options = Omit<PDFKit.PDFDocumentOptions, 'font'>;

/**
 * A PDF drawn by `draw`, as bytes. It has no default font (pdfkit's is Helvetica, which cannot
 * write an Indian name): text goes through ./text, which picks a Noto Sans face per run.
 */
export function renderPdf(options: Options, draw: (doc: Doc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // null (pdfkit's types say only a name) opens no default font.
    const doc = new PDFDocument({ ...options, font: null as unknown as string });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
    } catch (error) {
      reject(error);
      return;
    }
    doc.end();
  });
}
