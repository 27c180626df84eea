import QRCode from 'qrcode';
import { ticketPagePath } from '../../shared/gate/scan';

/**
 * A ticket's QR code, drawn the same way everywhere it is shown (issue 17): the SVG of the
 * dashboard and registration page, the PNG of the confirmation mail (mail clients do not show
 * SVG) and the vector squares of the PDF receipt and ticket. Since issue 29 it carries the ticket
 * page's full address (`<PUBLIC_URL>/tickets/<token>`), so any phone's camera opens the ticket;
 * the gate takes the token back out of it (shared/gate/scan.ts `tokenFromScan`).
 */
export const TICKET_QR = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** Pixels per module of the mail's PNG: 25 to 33 modules plus the margin make about 200 px. */
export const TICKET_PNG_SCALE = 6;

/**
 * What a ticket's QR carries: its page's full address on the site's public address (the config's
 * `publicUrl`, passed by each caller: no process-wide setting). A value already an address is kept.
 */
export function ticketQrContent(token: string, publicUrl: string): string {
  return /^https?:\/\//.test(token)
    ? token
    : `${publicUrl.replace(/\/+$/, '')}${ticketPagePath(token)}`;
}

/** The QR of `content` (ticketQrContent) as a PNG image. */
export function ticketQrPng(content: string): Promise<Buffer> {
  return QRCode.toBuffer(content, {
    ...TICKET_QR,
    type: 'png',
    scale: TICKET_PNG_SCALE,
  });
}

/** The QR of `content` as an SVG document. */
export function ticketQrSvg(content: string): Promise<string> {
  return QRCode.toString(content, { ...TICKET_QR, type: 'svg' });
}

/**
 * The QR's dark modules as horizontal runs (row, first column, length), without the margin: a
 * PDF draws each run as one rectangle, so no hairline seams show between neighbouring squares.
 */
export function ticketQrRuns(content: string): {
  size: number;
  runs: Array<{ row: number; col: number; length: number }>;
} {
  const { modules } = QRCode.create(content, {
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
