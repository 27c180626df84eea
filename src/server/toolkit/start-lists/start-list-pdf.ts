import { formatIndiaDateTime } from '../../../shared/date-format';
import { renderPdf, type Doc } from '../../platform/pdf/document';
import { drawText, textWidth, type TextStyle } from '../../platform/pdf/text';
import type {
  StartList,
  StartListEntrant,
  StartListSection,
} from '../../../shared/api/schemas/start-lists';

/**
 * A start list (./service, the same data the print-friendly page draws from the JSON) as an A4
 * portrait PDF for the officials' table: per category, on pages of its own, the event's title,
 * date and venue and the category over a table of bib, name (a team's name with its members
 * beneath), club, age on the event day, weight class, an empty check-in box and room to sign. The
 * table's header row is repeated on every page, and every page is numbered "Page 2 of 5". Text
 * goes through the platform's PDF text (a Noto Sans face per script), so a name in any Indian
 * script prints as written.
 */

const INK = '#1F1F1F';
const MUTED = '#55595F';
const ORANGE_DARK = '#B34A00';
const RULE = '#9AA0A6';
const SHADE = '#F3F4F6';
const LEFT = 36;
const WIDTH = 523; // A4's 595 pt less two margins of 36
const TOP = 36;
/** Where rows stop: above the footer. */
const BOTTOM_SPACE = 52;
const PAD = 5;
const LINE = 1.4; // the text module's line height, in em

type Column = { key: string; title: string; width: number; align?: 'center' };
const COLUMNS: Column[] = [
  { key: 'bib', title: 'Bib', width: 38, align: 'center' },
  { key: 'name', title: 'Name', width: 152 },
  { key: 'club', title: 'Club', width: 100 },
  { key: 'age', title: 'Age', width: 32, align: 'center' },
  { key: 'weight', title: 'Weight class', width: 64 },
  { key: 'checkin', title: 'Checked in', width: 45, align: 'center' },
  { key: 'signature', title: 'Signature', width: WIDTH - 38 - 152 - 100 - 32 - 64 - 45 },
];
const X: Record<string, number> = {};
COLUMNS.reduce((x, c) => ((X[c.key] = x), x + c.width), LEFT);
const W = Object.fromEntries(COLUMNS.map((c) => [c.key, c.width])) as Record<string, number>;

const PRIMARY: TextStyle = { size: 10, weight: 'bold', color: INK };
const MEMBER: TextStyle = { size: 8.5, color: MUTED };
const CELL: TextStyle = { size: 9, color: INK };
/** A row's least height: room for a signature. */
const MIN_ROW = 28;

/** Lines `text` takes in a cell of `width`, at most `max` (the text module cuts the last one). */
function linesOf(doc: Doc, text: string, style: TextStyle, width: number, max: number): number {
  if (max === 1 || textWidth(doc, text, style) <= width) return 1;
  // Greedy, as the text module wraps: enough for a name or a college, cut at `max`.
  let lines = 1;
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(doc, candidate, style) <= width || !line) line = candidate;
    else {
      lines++;
      line = word;
    }
  }
  return Math.min(lines, max);
}

const memberLabel = (m: StartListEntrant['members'][number]) =>
  `${m.name}${m.role ? ` (${m.role})` : ''}`;

/** One entrant's row at `y`, or only its height when `draw` is false. */
function row(doc: Doc, e: StartListEntrant, y: number, draw: boolean): number {
  const inner = (key: string) => W[key]! - 2 * PAD;
  const nameLines = linesOf(doc, e.name, PRIMARY, inner('name'), 2);
  const memberTop = PAD + nameLines * LINE * PRIMARY.size;
  const memberStep = LINE * MEMBER.size;
  const nameHeight = memberTop + e.members.length * memberStep;
  const clubLines = e.club ? linesOf(doc, e.club, CELL, inner('club'), 3) : 1;
  const weightLines = e.weight ? linesOf(doc, e.weight, CELL, inner('weight'), 2) : 1;
  const cellHeight = PAD + Math.max(clubLines, weightLines) * LINE * CELL.size;
  const height = Math.max(MIN_ROW, nameHeight, cellHeight) + PAD;
  if (!draw) return height;

  const at = (key: string) => X[key]! + PAD;
  drawText(doc, e.bib === null ? '—' : String(e.bib), X.bib!, y + PAD, {
    size: 11,
    weight: 'bold',
    color: INK,
    width: W.bib!,
    align: 'center',
    lineBreak: false,
  });
  drawText(doc, e.name, at('name'), y + PAD, { ...PRIMARY, width: inner('name'), maxLines: 2 });
  e.members.forEach((m, i) => {
    const top = y + memberTop + i * memberStep;
    drawText(doc, memberLabel(m), at('name') + 6, top, {
      ...MEMBER,
      width: inner('name') - 6,
      lineBreak: false,
    });
    if (m.age !== null)
      drawText(doc, String(m.age), X.age!, top, {
        ...MEMBER,
        width: W.age!,
        align: 'center',
        lineBreak: false,
      });
  });
  drawText(doc, e.club ?? '—', at('club'), y + PAD + 1, {
    ...CELL,
    color: e.club ? INK : MUTED,
    width: inner('club'),
    maxLines: 3,
  });
  if (e.age !== null || e.members.length === 0)
    drawText(doc, e.age === null ? '—' : String(e.age), X.age!, y + PAD + 1, {
      ...CELL,
      color: e.age === null ? MUTED : INK,
      width: W.age!,
      align: 'center',
      lineBreak: false,
    });
  drawText(doc, e.weight ?? '—', at('weight'), y + PAD + 1, {
    ...CELL,
    color: e.weight ? INK : MUTED,
    width: inner('weight'),
    maxLines: 2,
  });
  // The check-in box: an empty square to tick.
  const box = 12;
  doc
    .lineWidth(1)
    .rect(X.checkin! + (W.checkin! - box) / 2, y + PAD + 1, box, box)
    .stroke(INK);
  grid(doc, y, height);
  return height;
}

/** A row's cell borders. */
function grid(doc: Doc, y: number, height: number) {
  doc.lineWidth(0.5);
  for (const c of COLUMNS)
    doc
      .moveTo(X[c.key]!, y)
      .lineTo(X[c.key]!, y + height)
      .stroke(RULE);
  doc
    .moveTo(LEFT + WIDTH, y)
    .lineTo(LEFT + WIDTH, y + height)
    .moveTo(LEFT, y + height)
    .lineTo(LEFT + WIDTH, y + height)
    .stroke(RULE);
}

/** The page's head: the event and the category, then the table's header row. */
function pageHead(doc: Doc, list: StartList, section: StartListSection, continued: boolean) {
  doc.rect(0, 0, doc.page.width, 6).fill('#FF914D');
  let y = drawText(doc, 'START LIST', LEFT, TOP - 12, {
    size: 8,
    weight: 'bold',
    color: ORANGE_DARK,
    width: WIDTH,
    lineBreak: false,
  });
  y = drawText(doc, list.title, LEFT, y + 1, {
    size: 15,
    weight: 'bold',
    color: INK,
    width: WIDTH,
    maxLines: 2,
  });
  y = drawText(doc, `${list.when}  ·  ${list.venue}`, LEFT, y + 1, {
    size: 9,
    color: MUTED,
    width: WIDTH,
    maxLines: 2,
  });
  const count = section.entrants.length;
  const facts = [
    ...(section.weight_class ? [section.weight_class] : []),
    `${count} ${count === 1 ? 'entrant' : 'entrants'}`,
    ...(continued ? ['continued'] : []),
  ].join(' · ');
  y = drawText(doc, section.category, LEFT, y + 6, {
    size: 12.5,
    weight: 'bold',
    color: INK,
    width: WIDTH,
    maxLines: 2,
  });
  y = drawText(doc, facts, LEFT, y, { size: 9, color: MUTED, width: WIDTH, lineBreak: false });
  y += 8;
  // The header row, shaded.
  const height = 20;
  doc.rect(LEFT, y, WIDTH, height).fill(SHADE);
  for (const c of COLUMNS)
    drawText(doc, c.title, X[c.key]! + (c.align ? 0 : PAD), y + 5.5, {
      size: 8,
      weight: 'bold',
      color: INK,
      width: c.align ? c.width : c.width - 2 * PAD,
      align: c.align ?? 'left',
      lineBreak: false,
    });
  doc.lineWidth(0.5).rect(LEFT, y, WIDTH, height).stroke(RULE);
  grid(doc, y, height);
  return y + height;
}

/** One category's pages, starting on the current (fresh) page. */
function drawSection(doc: Doc, list: StartList, section: StartListSection) {
  const bottom = doc.page.height - BOTTOM_SPACE;
  let y = pageHead(doc, list, section, false);
  if (section.entrants.length === 0) {
    drawText(doc, 'No paid entrants in this category yet.', LEFT, y + 12, {
      size: 10,
      color: MUTED,
      width: WIDTH,
    });
    return;
  }
  for (const e of section.entrants) {
    const height = row(doc, e, y, false);
    if (y + height > bottom) {
      doc.addPage();
      y = pageHead(doc, list, section, true);
    }
    y += row(doc, e, y, true);
  }
}

/** Every page's foot: when it was printed, and "Page 2 of 5". */
function numberPages(doc: Doc, printedAt: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - 32;
    const style = { size: 8, color: MUTED, lineBreak: false } as const;
    drawText(doc, `Matchday · printed ${formatIndiaDateTime(printedAt)} IST`, LEFT, y, {
      ...style,
      width: WIDTH - 90,
    });
    drawText(doc, `Page ${i - start + 1} of ${count}`, LEFT + WIDTH - 90, y, {
      ...style,
      width: 90,
      align: 'right',
    });
  }
}

/** The start list as A4 portrait pages: each category from a page of its own. */
export function startListPdf(list: StartList): Promise<Buffer> {
  const categories = list.sections.map((s) => s.category).join(', ');
  const info = { Title: `Start list · ${list.title}`, Author: 'Matchday', Subject: categories };
  return renderPdf({ size: 'A4', margin: 0, bufferPages: true, info }, (doc) => {
    list.sections.forEach((section, i) => {
      if (i > 0) doc.addPage();
      drawSection(doc, list, section);
    });
    if (list.sections.length === 0)
      drawText(doc, `${list.title}: this event has no categories yet.`, LEFT, TOP, {
        size: 11,
        color: INK,
        width: WIDTH,
      });
    numberPages(doc, list.printed_at);
  });
}
