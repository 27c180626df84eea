import sharp from 'sharp';
import type { PosterKind } from '../../shared/uploads/poster-formats';

/**
 * The poster type a file really is, from its first bytes (never its name or declared type):
 * JPEG or PNG (§5 event rule); anything else, GIF included, is null.
 */
export function sniffImage(head: Buffer): PosterKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  return null;
}

// A pixel flood (a tiny file claiming a huge canvas) is refused before decoding.
const MAX_PIXELS = 40_000_000;
const POSTER_MAX_WIDTH = 1600;
export const CARD_WIDTH = 640;

/**
 * Decodes and re-encodes a poster as WebP (a full size and a card size). Anything that does not
 * decode completely (truncated, polyglot tail, wrong type) throws.
 */
export async function encodePoster(input: Buffer): Promise<{ full: Buffer; card: Buffer }> {
  const base = () =>
    sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', animated: false }).rotate();
  const meta = await base().metadata();
  if (!meta.width || !meta.height) throw new Error('no dimensions');
  const [full, card] = await Promise.all([
    base()
      .resize({ width: POSTER_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
    base().resize({ width: CARD_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
  ]);
  return { full, card };
}
