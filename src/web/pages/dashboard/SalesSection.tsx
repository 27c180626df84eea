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
import { SalesLoading, SalesOverTime } from '../../components/toolkit/SalesPanel';
import { number } from '../../components/toolkit/SalesTables';
import { t } from '../../i18n/i18n';

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
          {all
            ? t('dashboard.sales.showFewer')
            : t('dashboard.sales.showAll', { count: rows.length })}
        </Button>
      ) : null,
  };
}

function EventRows({ rows, currency }: { rows: EventRow[]; currency: string }) {
  const first = useFirstRows(rows);
  const columns: Column<EventRow>[] = [
    {
      key: 'title',
      header: t('dashboard.sales.event'),
      render: (e) => (
        <Link component={RouterLink} to={eventPaths.appDetails(e.event_id)}>
          {e.title}
        </Link>
      ),
    },
    { key: 'starts', header: t('dashboard.sales.starts'), render: (e) => shortDay(e.starts_at) },
    { key: 'paid', header: t('dashboard.sales.paid'), render: (e) => number(formatCount(e.paid)) },
    {
      key: 'pending',
      header: t('dashboard.sales.pending'),
      render: (e) => number(formatCount(e.pending)),
    },
    {
      key: 'revenue',
      header: t('dashboard.sales.revenue'),
      render: (e) => number(formatAmount(e.revenue, currency)),
    },
  ];
  return (
    <>
      <DataTable
        label={t('dashboard.sales.byEvent')}
        columns={columns}
        rows={first.rows}
        rowKey={(e) => e.event_id}
        emptyText={t('dashboard.sales.noEvents')}
      />
      {first.toggle}
    </>
  );
}

function HostRows({ rows, currency }: { rows: HostRow[]; currency: string }) {
  const first = useFirstRows(rows);
  const columns: Column<HostRow>[] = [
    { key: 'host', header: t('dashboard.sales.host'), render: (h) => h.host_name },
    {
      key: 'events',
      header: t('dashboard.sales.events'),
      render: (h) => number(formatCount(h.events)),
    },
    { key: 'paid', header: t('dashboard.sales.paid'), render: (h) => number(formatCount(h.paid)) },
    {
      key: 'pending',
      header: t('dashboard.sales.pending'),
      render: (h) => number(formatCount(h.pending)),
    },
    {
      key: 'revenue',
      header: t('dashboard.sales.revenue'),
      render: (h) => number(formatAmount(h.revenue, currency)),
    },
    {
      key: 'refunds',
      header: t('dashboard.sales.refunds'),
      render: (h) => number(formatAmount(h.refunds, currency)),
    },
  ];
  return (
    <>
      <DataTable
        label={t('dashboard.sales.byHost')}
        columns={columns}
        rows={first.rows}
        rowKey={(h) => h.host_id}
        emptyText={t('dashboard.sales.noEvents')}
      />
      {first.toggle}
    </>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="sales-heading" sx={{ mb: { xs: 4, md: 5 } }}>
      <Typography id="sales-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
        {t('dashboard.sales.heading')}
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
          <SalesFigures sales={s} label={t('dashboard.sales.ofYourEvents')} />
          {s.registrations.total === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('dashboard.sales.none')}
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
          <SalesFigures sales={s} label={t('dashboard.sales.acrossHosts')} />
          {s.registrations.total === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('dashboard.sales.none')}
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
