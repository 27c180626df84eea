import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { renderPdf } from './document';
import { drawText } from './text';

const page = (text: string) =>
  renderPdf({ size: 'A4' }, (doc) => drawText(doc, text, 56, 56, { size: 11, weight: 'bold' }));

describe('fonts shared by the documents of one process', () => {
  // fontkit caches a glyph with the characters of its first request. A finished document's subset
  // asks for the parts of '·' and '…' (each made of '.') with none, so the next document's '.' had
  // no text behind it: copying an invoice's '₹1,25,000.50' gave '₹1,25,000 50'.
  it('keep the text of a glyph an earlier document used only as a part of another', async () => {
    await page('Asha Rao · Team A… ÄËÏÖÜ');
    expect(pdfText(await page('Total ₹1,25,000.50 ä'))).toContain('Total ₹1,25,000.50 ä');
  });
});
