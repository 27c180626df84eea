import zlib from 'node:zlib';

/**
 * The text drawn on the pages, one line per text run: pdfkit deflates each content stream and
 * writes the standard fonts' text as hex WinAnsi codes in TJ arrays, split by kerning numbers.
 */
export function pdfText(pdf: Buffer): string {
  // Node's TextDecoder reads 'windows-1252' as Latin-1: map the WinAnsi punctuation used here.
  const winAnsi = {
    decode: (b: Buffer) => b.toString('latin1').replace(/\x97/g, '—').replace(/\x96/g, '–'),
  };
  const lines: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // an image or font stream
    }
    for (const tj of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join('');
      lines.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join('\n');
}
