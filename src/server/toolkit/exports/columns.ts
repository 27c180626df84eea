import type { MemberRow, RegistrationRow } from './rows';

// The export's columns, once for both formats: a header, what kind of value (so the Excel sheet
// types its cells and the CSV writes them plainly), a width, and how a row gives it.

export type CellKind = 'text' | 'number' | 'amount' | 'datetime' | 'date';
export type CellValue = string | number | Date | null;

export type Column<Row> = {
  header: string;
  kind: CellKind;
  width: number;
  value: (row: Row) => CellValue;
};

const col = <Row>(
  header: string,
  kind: CellKind,
  width: number,
  value: (row: Row) => CellValue,
): Column<Row> => ({ header, kind, width, value });

/** One registration a row: the "All" sheet, each category's sheet and the CSV. */
export const REGISTRATION_COLUMNS: Column<RegistrationRow>[] = [
  col('Registration ID', 'text', 26, (r) => r.id),
  col('Category', 'text', 22, (r) => r.category),
  col('Participant', 'text', 26, (r) => r.name),
  col('Email', 'text', 28, (r) => r.email),
  col('Phone', 'text', 15, (r) => r.phone),
  col('Age', 'number', 6, (r) => r.age),
  col('Gender', 'text', 8, (r) => r.gender),
  col('Weight (kg)', 'number', 11, (r) => r.weightKg),
  col('Team', 'text', 20, (r) => r.team),
  col('Team members', 'text', 36, (r) => r.members),
  col('Payment status', 'text', 15, (r) => r.paymentStatus),
  col('Amount (₹)', 'amount', 13, (r) => r.amount),
  col('Currency', 'text', 9, (r) => r.currency),
  col('Order ID', 'text', 24, (r) => r.orderId),
  col('Payment ID', 'text', 24, (r) => r.paymentId),
  col('Paid at (IST)', 'datetime', 17, (r) => r.paidAt),
  col('Refund', 'text', 15, (r) => r.refund),
  col('Refunded (₹)', 'amount', 13, (r) => r.refunded),
  col('Checked in at (IST)', 'datetime', 17, (r) => r.checkedInAt),
  col('Weigh-in (kg)', 'number', 12, (r) => r.weighInKg),
  col('Weigh-in result', 'text', 24, (r) => r.weighInResult),
  col('Bib', 'number', 6, (r) => r.bib),
  col('Draw seed', 'number', 9, (r) => r.seed),
  col('Final rank', 'number', 9, (r) => r.finalRank),
  col('Invoice number', 'text', 22, (r) => r.invoice),
];

/** One team member a row: the "Members" sheet. */
export const MEMBER_COLUMNS: Column<MemberRow>[] = [
  col('Registration ID', 'text', 26, (m) => m.registrationId),
  col('Category', 'text', 22, (m) => m.category),
  col('Team', 'text', 20, (m) => m.team),
  col('Member', 'text', 26, (m) => m.name),
  col('Role', 'text', 12, (m) => m.role),
  col('Email', 'text', 28, (m) => m.email),
  col('Phone', 'text', 15, (m) => m.phone),
  col('Date of birth', 'date', 12, (m) => m.dateOfBirth),
  col('Gender', 'text', 8, (m) => m.gender),
  col('Weigh-in (kg)', 'number', 12, (m) => m.weighInKg),
];

/** India's offset from UTC, all year (no daylight saving). */
const IST_OFFSET_MS = 5.5 * 3_600_000;

/**
 * An instant as a Date whose UTC fields are its India wall clock: what a spreadsheet cell holds
 * (Excel's dates have no zone; exceljs writes a Date's UTC fields).
 */
export const indiaWallTime = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS);

/** '2026-11-27 14:05' (India time): a date-time every spreadsheet reads from a CSV. */
export function csvDateTime(at: Date): string {
  return indiaWallTime(at).toISOString().slice(0, 16).replace('T', ' ');
}

/** A calendar date ('YYYY-MM-DD') as a spreadsheet's date: midnight, no zone. */
export const calendarDate = (day: string) => new Date(`${day}T00:00:00Z`);
