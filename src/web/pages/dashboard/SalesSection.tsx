import { Box, Button, Link, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type Column } from '../../components/DataTable';
import { eventPaths } from '../../components/events/event-paths';
import { readableTextButtonSx } from '../../components/events/readable-buttons';
import { formatAmount } from '../../components/participations/participation-format';
import {
  useAdminSales,
  useHostSales,
  type AdminSales,
  type HostSales,
} from '../../components/toolkit/sales-api';
import { formatCount, shortDay } from '../../components/toolkit/sales-format';
import { SalesFigures } from '../../components/toolkit/SalesFigures';
import { NO_SALES, SalesLoading, SalesOverTime } from '../../components/toolkit/SalesPanel';
import { number } from '../../components/toolkit/SalesTables';

type EventRow = HostSales['by_event'][number];
type HostRow = AdminSales['by_host'][number];

/** Rows shown before "Show all": the dashboard stays short on a phone. */
const FIRST_ROWS = 5;

function useFirstRows<T>(rows: T[]) {
  const [all, setAll] = useState(false);
  const more = rows.length - FIRST_ROWS;
  return {
    rows: all ? rows : rows.slice(0, FIRST_ROWS),
    toggle:
      more > 0 ? (
        <Button
          size="small"
          onClick={() => setAll((a) => !a)}
          sx={[readableTextButtonSx, { mt: 1 }]}
        >
          {all ? 'Show fewer' : `Show all ${rows.length}`}
        </Button>
      ) : null,
  };
}

function EventRows({ rows, currency }: { rows: EventRow[]; currency: string }) {
  const first = useFirstRows(rows);
  const columns: Column<EventRow>[] = [
    {
      key: 'title',
      header: 'Event',
      render: (e) => (
        <Link component={RouterLink} to={eventPaths.appDetails(e.event_id)}>
          {e.title}
        </Link>
      ),
    },
    { key: 'starts', header: 'Starts', render: (e) => shortDay(e.starts_at) },
    { key: 'paid', header: 'Paid', render: (e) => number(formatCount(e.paid)) },
    {
      key: 'pending',
      header: 'Awaiting payment',
      render: (e) => number(formatCount(e.pending)),
    },
    { key: 'revenue', header: 'Revenue', render: (e) => number(formatAmount(e.revenue, currency)) },
  ];
  return (
    <>
      <DataTable
        label="Sales by event"
        columns={columns}
        rows={first.rows}
        rowKey={(e) => e.event_id}
        emptyText="No published events yet."
      />
      {first.toggle}
    </>
  );
}

function HostRows({ rows, currency }: { rows: HostRow[]; currency: string }) {
  const first = useFirstRows(rows);
  const columns: Column<HostRow>[] = [
    { key: 'host', header: 'Host', render: (h) => h.host_name },
    { key: 'events', header: 'Events', render: (h) => number(formatCount(h.events)) },
    { key: 'paid', header: 'Paid', render: (h) => number(formatCount(h.paid)) },
    {
      key: 'pending',
      header: 'Awaiting payment',
      render: (h) => number(formatCount(h.pending)),
    },
    { key: 'revenue', header: 'Revenue', render: (h) => number(formatAmount(h.revenue, currency)) },
    { key: 'refunds', header: 'Refunds', render: (h) => number(formatAmount(h.refunds, currency)) },
  ];
  return (
    <>
      <DataTable
        label="Sales by host"
        columns={columns}
        rows={first.rows}
        rowKey={(h) => h.host_id}
        emptyText="No published events yet."
      />
      {first.toggle}
    </>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="sales-heading" sx={{ mb: { xs: 4, md: 5 } }}>
      <Typography id="sales-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
        Sales
      </Typography>
      {children}
    </Box>
  );
}

function HostSalesSection() {
  const query = useHostSales();
  const s = query.data;
  return (
    <Frame>
      {!s ? (
        <SalesLoading query={query} />
      ) : (
        <>
          <SalesFigures sales={s} label="Sales of your events" />
          {s.registrations.total === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {NO_SALES}
            </Typography>
          ) : (
            <SalesOverTime sales={s} />
          )}
          <EventRows rows={s.by_event} currency={s.currency} />
        </>
      )}
    </Frame>
  );
}

function AdminSalesSection() {
  const query = useAdminSales();
  const s = query.data;
  return (
    <Frame>
      {!s ? (
        <SalesLoading query={query} />
      ) : (
        <>
          <SalesFigures sales={s} label="Sales across hosts" />
          {s.registrations.total === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {NO_SALES}
            </Typography>
          ) : (
            <SalesOverTime sales={s} />
          )}
          <HostRows rows={s.by_host} currency={s.currency} />
        </>
      )}
    </Frame>
  );
}

/**
 * The dashboard's Sales (issue 27): a host's figures across their events, the days' chart and
 * each event's row (/host/stats); an admin's across hosts, one row per host (/admin/stats).
 */
export function SalesSection({ audience }: { audience: 'host' | 'admin' }) {
  return audience === 'host' ? <HostSalesSection /> : <AdminSalesSection />;
}
