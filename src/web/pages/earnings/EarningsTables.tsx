import { Chip, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDisplayDate } from '../../../shared/date-format';
import { PAYOUT_STATUS_TEXT } from '../../../shared/money/payout-account';
import { DataTable, type Column } from '../../components/DataTable';
import { eventPaths } from '../../components/events/event-paths';
import { formatAmount } from '../../components/participations/participation-format';
import type { AdminEarnings, EarningsTotals, HostEarnings } from './earnings-api';

type EventRow = HostEarnings['events'][number];

/**
 * '05 December, 2026 – 06 December, 2026', as the event pages write a range. Not their
 * formatDateRange: importing it here split the module out of the public event page's chunk
 * into a request of its own (+0.1 KB on every public page's first JavaScript).
 */
const dateRange = (start: string, end: string) =>
  !end || start === end
    ? formatDisplayDate(start)
    : `${formatDisplayDate(start)} – ${formatDisplayDate(end)}`;
type HostRow = AdminEarnings['hosts'][number];

/** The money columns both tables share, right-aligned so the digits line up. */
function moneyColumns<T extends EarningsTotals>(
  currency: string,
  withAccrued: boolean,
): Column<T>[] {
  const money = (key: keyof EarningsTotals, header: string): Column<T> => ({
    key,
    header,
    align: 'right',
    render: (row) => formatAmount(row[key], currency),
  });
  return [
    money('gross', 'Gross'),
    money('fees', 'Fees'),
    money('refunds', 'Refunds'),
    money('net', 'Net'),
    ...(withAccrued ? [money('accrued', 'Accrued')] : []),
    money('on_hold', 'On hold'),
    money('transferred', 'Transferred'),
  ];
}

/**
 * When the event's share reaches the bank: from the day its last share comes off hold (India
 * date); once all of it is sent, the day it was.
 */
function payoutText(row: EventRow): string {
  const waiting = row.on_hold > 0 || row.accrued > 0;
  if (!waiting && row.last_transferred_at)
    return `Sent ${formatDisplayDate(row.last_transferred_at)}`;
  return `Payout from ${formatDisplayDate(row.payout_from)}`;
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
    { key: 'dates', header: 'Dates', render: (r) => dateRange(r.start_date, r.end_date) },
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
