import { Box, Chip, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { shortDateParts } from '../../i18n/dates';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import type { PayoutAccountStatus } from '../../../shared/money/payout-account';
import { DataTable, type Column } from '../../components/DataTable';
import { eventPaths } from '../../components/events/event-paths';
import { formatAmount } from '../../components/participations/participation-format';
import { t } from '../../i18n/i18n';
import type { AdminEarnings, EarningsTotals, HostEarnings } from './earnings-api';

type EventRow = HostEarnings['events'][number];
type HostRow = AdminEarnings['hosts'][number];

/** A payout account's status in a word (the shared PAYOUT_STATUS_TEXT's labels). */
const PAYOUT_STATUS_KEY: Record<PayoutAccountStatus, MessageKey> = {
  pending: 'toolkit.earnings.statusPending',
  activated: 'toolkit.earnings.statusActivated',
  needs_clarification: 'toolkit.earnings.statusNeedsClarification',
  suspended: 'toolkit.earnings.statusSuspended',
};
export const payoutStatusText = (status: PayoutAccountStatus) => t(PAYOUT_STATUS_KEY[status]);

/** An India date in its short form, parts apart, in the page's language. */
const dayParts = (value: string) => shortDateParts(value);

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
    money('gross', t('toolkit.earnings.gross')),
    money('fees', t('toolkit.earnings.fees')),
    money('refunds', t('toolkit.earnings.refunds')),
    money('net', t('toolkit.earnings.net')),
    ...(withAccrued ? [money('accrued', t('toolkit.earnings.accrued'))] : []),
    money('on_hold', t('toolkit.earnings.onHoldHeader')),
    money('transferred', t('toolkit.earnings.transferred')),
  ];
}

/**
 * When the event's share reaches the bank: from the day its last share comes off hold (India
 * date); once all of it is sent, the day it was.
 */
function payoutText(row: EventRow): string {
  const waiting = row.on_hold > 0 || row.accrued > 0;
  if (!waiting && row.last_transferred_at)
    return t('toolkit.earnings.sentOn', { date: shortDate(row.last_transferred_at) });
  return t('toolkit.earnings.payoutFrom', { date: shortDate(row.payout_from) });
}

/** A host's earnings per event; each row a card on a phone (DataTable). */
export function EventEarningsTable({ rows, currency }: { rows: EventRow[]; currency: string }) {
  const accrued = rows.some((r) => r.accrued > 0);
  const columns: Column<EventRow>[] = [
    {
      key: 'title',
      header: t('toolkit.earnings.event'),
      render: (r) => (
        <Link component={RouterLink} to={eventPaths.appDetails(r.event_id)}>
          {r.title}
        </Link>
      ),
    },
    {
      key: 'dates',
      header: t('toolkit.earnings.dates'),
      render: (r) => shortRange(r.start_date, r.end_date),
    },
    ...moneyColumns<EventRow>(currency, accrued),
    { key: 'payout', header: t('toolkit.earnings.payout'), render: payoutText },
  ];
  return (
    <DataTable
      label={t('toolkit.earnings.byEventTable')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.event_id}
    />
  );
}

/** Across hosts (admins): whose account is ready, and the same figures. */
export function HostEarningsTable({ rows, currency }: { rows: HostRow[]; currency: string }) {
  const columns: Column<HostRow>[] = [
    { key: 'host', header: t('toolkit.earnings.host'), render: (r) => r.host_name },
    {
      key: 'account',
      header: t('toolkit.earnings.payoutAccount'),
      render: (r) => (
        <Chip
          size="small"
          variant="outlined"
          label={
            r.account_status ? payoutStatusText(r.account_status) : t('toolkit.earnings.notSetUp')
          }
          color={r.account_status === 'activated' ? 'success' : 'default'}
        />
      ),
    },
    ...moneyColumns<HostRow>(currency, true),
  ];
  return (
    <DataTable
      label={t('toolkit.earnings.byHostTable')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.host_id}
    />
  );
}
