import { execFileSync } from 'node:child_process';

// What a reader's PDF tools make of our PDFs, with poppler-utils (installed by .ci/run): the text
// a person copies or a search finds (ActualText included), and the fonts. To look at a page:
// `pdftoppm -png -r 60 file.pdf page`.

const run = (tool: string, args: string[], input: Buffer) =>
  execFileSync(tool, args, { input, maxBuffer: 64 * 1024 * 1024 });

/** The pages' text in reading order, as `pdftotext` gives it. */
export function pdfText(pdf: Buffer): string {
  return run('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf).toString('utf8');
}

/** Each word with its box in points from the top-left of its page (`pdftotext -bbox`). */
export function pdfWords(
  pdf: Buffer,
): Array<{ text: string; xMin: number; xMax: number; yMin: number }> {
  const html = run('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], pdf).toString('utf8');
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
    ),
  ].map((m) => ({
    text: unescape(m[4]!),
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
  }));
}

/** The fonts the pages use, as `pdffonts` lists them. */
export function pdfFonts(pdf: Buffer): Array<{ name: string; type: string; embedded: boolean }> {
  const lines = run('pdffonts', ['-'], pdf).toString('utf8').split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    // name, then type words, encoding, then emb sub uni as yes/no, then object id and generation
    const m = /^(\S+)\s+(.+?)\s{2,}\S+\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/.exec(line);
    if (!m) throw new Error(`pdffonts line not understood: ${line}`);
    return { name: m[1]!, type: m[2]!, embedded: m[3] === 'yes' };
  });
}
