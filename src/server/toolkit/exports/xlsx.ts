import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sheetNames } from '../../../shared/toolkit/export-cells';
import type { Db } from '../../platform/db/client';
import {
  calendarDate,
  indiaWallTime,
  MEMBER_COLUMNS,
  REGISTRATION_COLUMNS,
  type CellKind,
  type CellValue,
  type Column,
} from './columns';
import { memberPages, registrationPages } from './rows';

// The Excel export (docs/decisions/036): exceljs's streaming WorkbookWriter writes each row into
// the zip as it is committed. It finishes one sheet before the next (the zip takes its entries
// in turn), so each sheet reads its own rows: "All", then each category's, then "Members".

/** Cell formats by kind: Excel shows a date-time, a date, rupees with Indian grouping. */
const FORMATS: Partial<Record<CellKind, string>> = {
  amount: '[$₹-4009]#,##,##0.00',
  datetime: 'dd-mm-yyyy hh:mm',
  date: 'dd-mm-yyyy',
};

const ALL = 'All';
const MEMBERS = 'Members';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function xlsxValue(kind: CellKind, value: CellValue): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  if (value instanceof Date) return indiaWallTime(value);
  if (kind === 'date' && typeof value === 'string') return calendarDate(value);
  return value;
}

/** Until `out` wants more (or is gone): the zip waits on the download, and the rows on the zip. */
function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

class Abandoned extends Error {}

async function writeSheet<Row>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: Column<Row>[],
  pages: AsyncGenerator<Row[]>,
  out: Writable,
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    width: c.width,
    style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
  }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  for await (const page of pages) {
    for (const row of page) {
      sheet.addRow(columns.map((c) => xlsxValue(c.kind, c.value(row)))).commit();
    }
    await drained(out);
    // The download was cancelled: stop reading (the generator's `return` ends the pages).
    if (out.destroyed) throw new Abandoned();
  }
  sheet.commit();
}

/**
 * An event's registrations as an .xlsx stream, written as it is read. `categories` are the
 * event's, each a sheet; `onError` hears a failure after the answer has started.
 */
export function registrationsXlsx(
  db: Db,
  event: { id: string; start_date: string },
  categories: Array<{ id: string; name: string }>,
  onError: (err: Error) => void,
): PassThrough {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'Matchday';
    await writeSheet(workbook, ALL, REGISTRATION_COLUMNS, registrationPages(db, event), out);
    const names = sheetNames(
      categories.map((c) => c.name),
      [ALL, MEMBERS],
    );
    for (const [i, category] of categories.entries()) {
      const pages = registrationPages(db, event, category.id);
      await writeSheet(workbook, names[i]!, REGISTRATION_COLUMNS, pages, out);
    }
    await writeSheet(workbook, MEMBERS, MEMBER_COLUMNS, memberPages(db, event), out);
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    if (err instanceof Abandoned) return;
    onError(err as Error);
    out.destroy(err as Error);
  });
  return out;
}
