import sharp from 'sharp';
import { newId } from '../platform/db/ids';
import type { Storage } from '../platform/storage/storage';
import { CARD_WIDTH } from '../uploads/poster-image';

type Palette = { from: string; to: string; accent: string };

const PALETTES: Record<string, Palette> = {
  Football: { from: '#0B3D2E', to: '#1E7A4F', accent: '#FF914D' },
  Cricket: { from: '#1F2A44', to: '#3B5B92', accent: '#FFD166' },
  Badminton: { from: '#3A0CA3', to: '#7209B7', accent: '#F1FAEE' },
  Athletics: { from: '#9D0208', to: '#E85D04', accent: '#FFBA08' },
  Wrestling: { from: '#2B2D42', to: '#8D0801', accent: '#EDF2F4' },
  Basketball: { from: '#BC3908', to: '#F6AA1C', accent: '#1F1F1F' },
};
const FALLBACK: Palette = { from: '#1F2A44', to: '#FF914D', accent: '#FFFFFF' };

// A simple emblem per sport, drawn with shapes so no icon font or download is needed.
function emblem(sport: string, color: string): string {
  const stroke = `fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round"`;
  switch (sport) {
    case 'Football':
      return `<circle cx="0" cy="0" r="150" ${stroke}/><polygon points="0,-60 57,-18 35,49 -35,49 -57,-18" fill="${color}"/><path d="M0,-60 L0,-150 M57,-18 L140,-45 M35,49 L88,120 M-35,49 L-88,120 M-57,-18 L-140,-45" ${stroke}/>`;
    case 'Cricket':
      return `<rect x="-30" y="-160" width="60" height="250" rx="24" fill="${color}" transform="rotate(28)"/><rect x="-12" y="-230" width="24" height="90" rx="10" fill="${color}" transform="rotate(28)"/><circle cx="110" cy="110" r="42" fill="${color}"/>`;
    case 'Badminton':
      return `<circle cx="0" cy="110" r="48" fill="${color}"/><path d="M-40,80 L-120,-150 M-13,70 L-40,-165 M13,70 L40,-165 M40,80 L120,-150 M-120,-150 L120,-150" ${stroke}/>`;
    case 'Athletics':
      return `<path d="M-160,120 C-60,120 -20,-40 60,-100 M-120,60 L160,60 M-90,0 L150,0" ${stroke}/><circle cx="90" cy="-140" r="34" fill="${color}"/>`;
    case 'Wrestling':
      return `<circle cx="0" cy="0" r="150" ${stroke}/><circle cx="0" cy="0" r="70" ${stroke}/><path d="M-150,0 L150,0" ${stroke}/>`;
    case 'Basketball':
      return `<circle cx="0" cy="0" r="150" ${stroke}/><path d="M-150,0 L150,0 M0,-150 L0,150 M-106,-106 C-40,-40 -40,40 -106,106 M106,-106 C40,-40 40,40 106,106" ${stroke}/>`;
    default:
      return `<circle cx="0" cy="0" r="150" ${stroke}/>`;
  }
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Wraps a title into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

function posterSvg(p: { title: string; sport: string; dateLine: string; venue: string }): string {
  const c = PALETTES[p.sport] ?? FALLBACK;
  const lines = wrap(p.title.toUpperCase(), 18);
  const titleY = 560 - (lines.length - 1) * 96;
  const title = lines
    .map(
      (l, i) =>
        `<text x="80" y="${titleY + i * 96}" font-size="78" font-weight="800" fill="#FFFFFF">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  <circle cx="1010" cy="170" r="330" fill="#FFFFFF" opacity="0.06"/>
  <circle cx="1110" cy="720" r="220" fill="#FFFFFF" opacity="0.05"/>
  <g transform="translate(960,250)" opacity="0.9">${emblem(p.sport, c.accent)}</g>
  <g font-family="DejaVu Sans, Arial, Helvetica, sans-serif">
    <rect x="80" y="80" width="${p.sport.length * 26 + 64}" height="56" rx="28" fill="${c.accent}"/>
    <text x="110" y="118" font-size="28" font-weight="700" letter-spacing="4" fill="${c.from}">${escapeXml(p.sport.toUpperCase())}</text>
    ${title}
    <rect x="80" y="620" width="120" height="8" rx="4" fill="${c.accent}"/>
    <text x="80" y="685" font-size="36" font-weight="700" fill="#FFFFFF">${escapeXml(p.dateLine)}</text>
    <text x="80" y="735" font-size="28" fill="#FFFFFF" opacity="0.85">${escapeXml(p.venue)}</text>
    <text x="1120" y="760" font-size="24" font-weight="700" text-anchor="end" fill="#FFFFFF" opacity="0.7">MATCHDAY</text>
  </g>
</svg>`;
}

/** Renders a poster and stores it like an upload (full and card sizes); returns its URL. */
export async function makePoster(
  storage: Storage,
  p: { title: string; sport: string; dateLine: string; venue: string },
): Promise<string> {
  const image = sharp(Buffer.from(posterSvg(p)));
  const [full, card] = await Promise.all([
    image.clone().webp({ quality: 82 }).toBuffer(),
    image.clone().resize({ width: CARD_WIDTH }).webp({ quality: 78 }).toBuffer(),
  ]);
  const name = newId();
  await storage.put(`posters/${name}-card.webp`, card, 'image/webp');
  await storage.put(`posters/${name}.webp`, full, 'image/webp');
  return storage.urlFor(`posters/${name}.webp`);
}
