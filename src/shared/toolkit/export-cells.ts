// What an export of an event's registrations (issue 27, docs/decisions/036) writes in its cells
// and names its sheets and files: each rule once, read by the CSV and the Excel writers alike.

/**
 * Characters that make a spreadsheet read a typed-in cell as a formula (or, for tab and carriage
 * return, that some of them strip before doing so): OWASP's "CSV injection" list.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as a CSV carries it: one that a spreadsheet would run as a formula
 * (`=HYPERLINK(…)`, `+91…`, `-2+3`, `@SUM(…)`, a leading tab or carriage return) gets a leading
 * apostrophe, so Excel, LibreOffice and Google Sheets show it as the text it is. Numbers are
 * never passed here: they are written as numbers.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Characters Excel refuses in a sheet's name. */
const SHEET_FORBIDDEN = /[[\]:*?/\\]/g;
/** Excel's longest sheet name. */
const SHEET_NAME_MAX = 31;

/**
 * Names for the workbook's sheets, in order: each one Excel accepts (at most 31 characters, none
 * of `[]:*?/\`, no apostrophe at either end, not empty, not "History") and unique whatever the
 * letter case (Excel's rule), a repeat numbered "Name (2)". `taken` are names already used
 * ("All", "Members"), compared the same way.
 */
export function sheetNames(wanted: readonly string[], taken: readonly string[] = []): string[] {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  return wanted.map((raw) => {
    let base = raw
      .replace(SHEET_FORBIDDEN, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^'+|'+$/g, '')
      .trim();
    if (!base || base.toLowerCase() === 'history') base = base ? `${base} sheet` : 'Sheet';
    let name = base.slice(0, SHEET_NAME_MAX).trim();
    for (let n = 2; used.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = `${base.slice(0, SHEET_NAME_MAX - suffix.length).trim()}${suffix}`;
    }
    used.add(name.toLowerCase());
    return name;
  });
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The part of a file name an event's title gives: 'Pune Open 2026!' → 'pune-open-2026'. */
export function fileSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

/**
 * `matchday-pune-open-2026-registrations-2026-11-27.csv`: the event's title as a slug (its id
 * when the title has no Latin letters or digits), and the day it was made, in India time.
 */
export function exportFilename(
  event: { id: string; title: string },
  format: ExportFormat,
  now: Date,
): string {
  const day = new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return `matchday-${fileSlug(event.title) || event.id}-registrations-${day}.${format}`;
}

export const EXPORT_MSG = {
  format: 'Choose a format: csv or xlsx',
} as const;
