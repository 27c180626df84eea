import { Box, Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../DataTable';
import { t } from '../../i18n/i18n';
import { formatAmount } from '../participations/participation-format';
import { formatCount, shortDay } from './sales-format';
import type { SalesCategory, SalesDay } from './sales-api';

/**
 * The figures of the sales charts as tables (issue 27): what a screen reader reads, and what a
 * host copies from. Numbers right-aligned (not with the column's `align`: MUI's right-aligned
 * cell is a reversed flex row, which puts the value before its label in DataTable's phone cards).
 */
export const number = (value: ReactNode) => (
  <Box component="span" sx={{ display: 'block', textAlign: 'right', whiteSpace: 'nowrap' }}>
    {value}
  </Box>
);

/** Day by day (India dates), oldest first as the chart reads. */
export function SalesDaysTable({ days, currency }: { days: SalesDay[]; currency: string }) {
  const columns: Column<SalesDay>[] = [
    { key: 'date', header: t('toolkit.sales.day'), render: (d) => shortDay(d.date) },
    {
      key: 'registrations',
      header: t('toolkit.sales.registrations'),
      render: (d) => number(formatCount(d.registrations)),
    },
    {
      key: 'paid',
      header: t('toolkit.sales.paidThatDay'),
      render: (d) => number(formatCount(d.paid)),
    },
    {
      key: 'revenue',
      header: t('toolkit.sales.revenue'),
      render: (d) => number(formatAmount(d.revenue, currency)),
    },
  ];
  return (
    <DataTable
      label={t('toolkit.sales.byDay')}
      columns={columns}
      rows={days}
      rowKey={(d) => d.date}
      emptyText={t('toolkit.sales.noRegistrations')}
    />
  );
}

/** Each category: paid, awaiting payment, cancelled, places, money; sold-out ones marked. */
export function SalesCategoriesTable({
  categories,
  currency,
}: {
  categories: SalesCategory[];
  currency: string;
}) {
  const refunds = categories.some((c) => c.refunds > 0);
  const columns: Column<SalesCategory>[] = [
    {
      key: 'name',
      header: t('toolkit.sales.category'),
      render: (c) => (
        <>
          {c.name}
          {c.sold_out && (
            <Chip
              size="small"
              color="primary"
              label={t('toolkit.sales.soldOut')}
              sx={{ ml: 1, fontWeight: 700 }}
            />
          )}
        </>
      ),
    },
    { key: 'paid', header: t('toolkit.sales.paid'), render: (c) => number(formatCount(c.paid)) },
    {
      key: 'pending',
      header: t('toolkit.sales.pending'),
      render: (c) => number(formatCount(c.pending)),
    },
    {
      key: 'cancelled',
      header: t('toolkit.sales.cancelled'),
      render: (c) => number(formatCount(c.cancelled)),
    },
    {
      key: 'capacity',
      header: t('toolkit.sales.places'),
      render: (c) =>
        number(c.capacity === null ? t('toolkit.sales.noLimit') : formatCount(c.capacity)),
    },
    {
      key: 'revenue',
      header: t('toolkit.sales.revenue'),
      render: (c) => number(formatAmount(c.revenue, currency)),
    },
    ...(refunds
      ? [
          {
            key: 'refunds',
            header: t('toolkit.sales.refunds'),
            render: (c: SalesCategory) => number(formatAmount(c.refunds, currency)),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={t('toolkit.sales.byCategoryTable')}
      columns={columns}
      rows={categories}
      rowKey={(c) => c.category_id}
    />
  );
}
