import QRCode from 'qrcode';

/**
 * A ticket's QR code, drawn the same way everywhere it is shown (issue 17): the SVG of the
 * dashboard and registration page, the PNG of the confirmation mail (mail clients do not show
 * SVG) and the vector squares of the PDF receipt. It carries the signed token, nothing else.
 */
export const TICKET_QR = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** Pixels per module of the mail's PNG: 25 to 33 modules plus the margin make about 200 px. */
export const TICKET_PNG_SCALE = 6;

/** The QR as a PNG image. */
export function ticketQrPng(token: string): Promise<Buffer> {
  return QRCode.toBuffer(token, { ...TICKET_QR, type: 'png', scale: TICKET_PNG_SCALE });
}

/** The QR as an SVG document. */
export function ticketQrSvg(token: string): Promise<string> {
  return QRCode.toString(token, { ...TICKET_QR, type: 'svg' });
}

/**
 * The QR's dark modules as horizontal runs (row, first column, length), without the margin: a
 * PDF draws each run as one rectangle, so no hairline seams show between neighbouring squares.
 */
export function ticketQrRuns(token: string): {
  size: number;
  runs: Array<{ row: number; col: number; length: number }>;
} {
  const { modules } = QRCode.create(token, {
    errorCorrectionLevel: TICKET_QR.errorCorrectionLevel,
  });
  const runs: Array<{ row: number; col: number; length: number }> = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      runs.push({ row, col: start, length: col - start });
    }
  }
  return { size: modules.size, runs };
}
