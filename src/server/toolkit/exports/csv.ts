import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutraliseFormula } from '../../../shared/toolkit/export-cells';
import type { Db } from '../../platform/db/client';
import { csvDateTime, REGISTRATION_COLUMNS, type Column } from './columns';
import { registrationPages, type RegistrationRow } from './rows';

// The CSV export (docs/decisions/036): csv-stringify quotes commas, quotes and line breaks; a
// byte order mark tells Excel the file is UTF-8 (else it reads Devanagari or Tamil as Latin-1);
// a text cell that would run as a formula is neutralised; lines end CRLF (RFC 4180).

/** A cell as CSV text: numbers plain ('1250.00' for an amount), times in India time. */
function csvCell(column: Column<RegistrationRow>, row: RegistrationRow): string | number {
  const value = column.value(row);
  if (value === null) return '';
  if (value instanceof Date) return csvDateTime(value);
  if (typeof value === 'number') return column.kind === 'amount' ? value.toFixed(2) : value;
  return neutraliseFormula(value);
}

async function* records(db: Db, event: { id: string; start_date: string }) {
  for await (const page of registrationPages(db, event)) {
    for (const row of page) yield REGISTRATION_COLUMNS.map((c) => csvCell(c, row));
  }
}

/**
 * An event's registrations as a CSV stream: a page of rows is read only when the stream wants
 * more (Readable.from pulls the generator), so a slow download reads slowly and memory holds a
 * page. `onError` hears a failure after the answer has started (the download is cut short).
 */
export function registrationsCsv(
  db: Db,
  event: { id: string; start_date: string },
  onError: (err: Error) => void,
): Readable {
  const out = stringify({
    bom: true,
    header: true,
    columns: REGISTRATION_COLUMNS.map((c) => neutraliseFormula(c.header)),
    record_delimiter: 'windows',
  });
  pipeline(Readable.from(records(db, event)), out, (err) => {
    if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(err);
  });
  return out;
}
