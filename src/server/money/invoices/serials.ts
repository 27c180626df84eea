import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { invoiceCounters } from '../../platform/db/schema';

/**
 * The next serial of an issuer's series in a financial year, in the caller's transaction: the
 * counter row is created at 1 or raised by one, and stays locked until the transaction ends, so
 * two captures at once get consecutive serials and a rolled-back issue leaves no gap (rule 46(b):
 * "a consecutive serial number … unique for a financial year").
 */
export async function nextSerial(
  db: Db,
  key: { issuer: string; series: string; financialYear: string },
): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({
      issuer: key.issuer,
      series: key.series,
      financial_year: key.financialYear,
      last_serial: 1,
    })
    .onConflictDoUpdate({
      target: [invoiceCounters.issuer, invoiceCounters.series, invoiceCounters.financial_year],
      set: { last_serial: sql`${invoiceCounters.last_serial} + 1` },
    })
    .returning({ serial: invoiceCounters.last_serial });
  return row!.serial;
}
