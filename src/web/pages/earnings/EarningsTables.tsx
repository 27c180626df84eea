import { Box, Chip, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDisplayDate } from '../../../shared/date-format';
import { PAYOUT_STATUS_TEXT } from '../../../shared/money/payout-account';
import { DataTable, type Column } from '../../components/DataTable';
import { eventPaths } from '../../components/events/event-paths';
import { formatAmount } from '../../components/participations/participation-format';
import type { AdminEarnings, EarningsTotals, HostEarnings } from './earnings-api';

type EventRow = HostEarnings['events'][number];
type HostRow = AdminEarnings['hosts'][number];

/** An India date ('01 December, 2026' from formatDisplayDate) in its short form, parts apart. */
function dayParts(value: string) {
  const [day = '', month = '', year = ''] = formatDisplayDate(value).replace(',', '').split(' ');
  return { day: String(Number(day)), month: month.slice(0, 3), year };
}

/** '1 Dec 2026': a table of nine columns has no room for '01 December, 2026'. */
export function shortDate(value: string): string {
  const d = dayParts(value);
  return `${d.day} ${d.month} ${d.year}`;
}

/** '27–28 Nov 2026', '30 Nov – 1 Dec 2026', or each date whole across years. */
export function shortRange(start: string, end: string): string {
  const a = dayParts(start);
  const b = dayParts(end || start);
  if (a.year !== b.year) return `${shortDate(start)} – ${shortDate(end)}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  if (a.day !== b.day) return `${a.day}–${b.day} ${b.month} ${b.year}`;
  return shortDate(start);
}

/** The money columns both tables share, right-aligned so the digits line up. */
function moneyColumns<T extends EarningsTotals>(
  currency: string,
  withAccrued: boolean,
): Column<T>[] {
  // Not the column's `align: 'right'`: MUI's right-aligned cell is a reversed flex row, which
  // puts the value before its label in DataTable's phone cards.
  const money = (key: keyof EarningsTotals, header: string): Column<T> => ({
    key,
    header,
    render: (row) => (
      <Box component="span" sx={{ display: 'block', textAlign: 'right', whiteSpace: 'nowrap' }}>
        {formatAmount(row[key], currency)}
      </Box>
    ),
  });
  return [
    money('gross', 'Gross'),
    money('fees', 'Fees'),
    money('refunds', 'Refunds'),
    money('net', 'Net'),
    ...(withAccrued ? [money('accrued', 'Accrued')] : []),
    money('on_hold', 'On\u00a0hold'),
    money('transferred', 'Transferred'),
  ];
}

/**
 * When the event's share reaches the bank: from the day its last share comes off hold (India
 * date); once all of it is sent, the day it was.
 */
function payoutText(row: EventRow): string {
  const waiting = row.on_hold > 0 || row.accrued > 0;
  if (!waiting && row.last_transferred_at) return `Sent ${shortDate(row.last_transferred_at)}`;
  return `Payout from ${shortDate(row.payout_from)}`;
}

/** A host's earnings per event; each row a card on a phone (DataTable). */
export function EventEarningsTable({ rows, currency }: { rows: EventRow[]; currency: string }) {
  const accrued = rows.some((r) => r.accrued > 0);
  const columns: Column<EventRow>[] = [
    {
      key: 'title',
      header: 'Event',
      render: (r) => (
        <Link component={RouterLink} to={eventPaths.appDetails(r.event_id)}>
          {r.title}
        </Link>
      ),
    },
    { key: 'dates', header: 'Dates', render: (r) => shortRange(r.start_date, r.end_date) },
    ...moneyColumns<EventRow>(currency, accrued),
    { key: 'payout', header: 'Payout', render: payoutText },
  ];
  return (
    <DataTable label="Earnings by event" columns={columns} rows={rows} rowKey={(r) => r.event_id} />
  );
}

/** Across hosts (admins): whose account is ready, and the same figures. */
export function HostEarningsTable({ rows, currency }: { rows: HostRow[]; currency: string }) {
  const columns: Column<HostRow>[] = [
    { key: 'host', header: 'Host', render: (r) => r.host_name },
    {
      key: 'account',
      header: 'Payout account',
      render: (r) => (
        <Chip
          size="small"
          variant="outlined"
          label={r.account_status ? PAYOUT_STATUS_TEXT[r.account_status].label : 'Not set up'}
          color={r.account_status === 'activated' ? 'success' : 'default'}
        />
      ),
    },
    ...moneyColumns<HostRow>(currency, true),
  ];
  return (
    <DataTable label="Earnings by host" columns={columns} rows={rows} rowKey={(r) => r.host_id} />
  );
}
