import { Box, Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../DataTable';
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
    { key: 'date', header: 'Day', render: (d) => shortDay(d.date) },
    {
      key: 'registrations',
      header: 'Registrations',
      render: (d) => number(formatCount(d.registrations)),
    },
    { key: 'paid', header: 'Paid that day', render: (d) => number(formatCount(d.paid)) },
    { key: 'revenue', header: 'Revenue', render: (d) => number(formatAmount(d.revenue, currency)) },
  ];
  return (
    <DataTable
      label="Registrations and revenue by day"
      columns={columns}
      rows={days}
      rowKey={(d) => d.date}
      emptyText="No registrations yet."
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
      header: 'Category',
      render: (c) => (
        <>
          {c.name}
          {c.sold_out && (
            <Chip size="small" color="primary" label="Sold out" sx={{ ml: 1, fontWeight: 700 }} />
          )}
        </>
      ),
    },
    { key: 'paid', header: 'Paid', render: (c) => number(formatCount(c.paid)) },
    {
      key: 'pending',
      header: 'Awaiting payment',
      render: (c) => number(formatCount(c.pending)),
    },
    { key: 'cancelled', header: 'Cancelled', render: (c) => number(formatCount(c.cancelled)) },
    {
      key: 'capacity',
      header: 'Places',
      render: (c) => number(c.capacity === null ? 'No limit' : formatCount(c.capacity)),
    },
    { key: 'revenue', header: 'Revenue', render: (c) => number(formatAmount(c.revenue, currency)) },
    ...(refunds
      ? [
          {
            key: 'refunds',
            header: 'Refunds',
            render: (c: SalesCategory) => number(formatAmount(c.refunds, currency)),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label="Registrations by category"
      columns={columns}
      rows={categories}
      rowKey={(c) => c.category_id}
    />
  );
}
