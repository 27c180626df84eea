import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import { neutraliseFormula } from '../../../shared/toolkit/export-cells';
import type { Db } from '../../platform/db/client';
import { csvDateTime, REGISTRATION_COLUMNS, type Column } from './columns';
import { registrationPages, type RegistrationRow } from './rows';

// The CSV export (docs/decisions/036): csv-stringify quotes commas, quotes and line breaks; a
// byte order mark tells Excel the file is UTF-8 (else it reads Devanagari or Tamil as Latin-1);
// a text cell that would run as a formula is neutralised; lines end CRLF (RFC 4180).

const OPTIONS: Options = { record_delimiter: 'windows' };

/** A cell as CSV text: numbers plain ('1250.00' for an amount), times in India time. */
function csvCell(column: Column<RegistrationRow>, row: RegistrationRow): string | number {
  const value = column.value(row);
  if (value === null) return '';
  if (value instanceof Date) return csvDateTime(value);
  if (typeof value === 'number') return column.kind === 'amount' ? value.toFixed(2) : value;
  return neutraliseFormula(value);
}

/**
 * The file a chunk at a time: the byte order mark and the header, then one chunk per page of
 * rows (about 200 KB for 1,000), each read when the answer wants more. One chunk per page also
 * lets the compression flush per page, so the download starts at once and keeps moving.
 */
async function* chunks(db: Db, event: { id: string; start_date: string }) {
  yield stringify([REGISTRATION_COLUMNS.map((c) => neutraliseFormula(c.header))], {
    ...OPTIONS,
    bom: true,
  });
  for await (const page of registrationPages(db, event)) {
    yield stringify(
      page.map((row) => REGISTRATION_COLUMNS.map((c) => csvCell(c, row))),
      OPTIONS,
    );
  }
}

/**
 * An event's registrations as a CSV stream: a page of rows is read only when the stream wants
 * more (Readable.from pulls the generator), so a slow download reads slowly and memory holds a
 * page. A closed answer destroys the stream, which ends the generator. `onError` hears a failure
 * after the answer has started (the download is cut short).
 */
export function registrationsCsv(
  db: Db,
  event: { id: string; start_date: string },
  onError: (err: Error) => void,
): Readable {
  const out = Readable.from(chunks(db, event), { objectMode: false });
  out.on('error', onError);
  return out;
}
