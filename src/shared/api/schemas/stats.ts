import { z } from 'zod';

/**
 * Sales at a glance (issue 27): an event's figures for its host and admins, a host's across their
 * events, and the same across hosts for admins. Amounts in rupees; days are India (IST) dates.
 */

export { IdParamSchema } from './common';

const rupees = z.number();
const count = z.number().int();

const RegistrationCountsSchema = z.object({
  /** Every registration ever made, cancelled ones included. */
  total: count,
  /** Paid and not cancelled (a free entry counts here: it needs no payment). */
  paid: count,
  /** Not cancelled, still waiting for (or retrying) its payment. */
  pending: count,
  cancelled: count,
});

const CategorySalesSchema = z.object({
  category_id: z.string(),
  name: z.string(),
  paid: count,
  pending: count,
  cancelled: count,
  /** The event category's places; null when unlimited, and always across events. */
  capacity: count.nullable(),
  /** No place left (paid, held and offered places fill the capacity); never across events. */
  sold_out: z.boolean(),
  revenue: rupees,
  refunds: rupees,
});

const DaySalesSchema = z.object({
  /** An India date, YYYY-MM-DD. */
  date: z.string(),
  /** Registrations made that day (by when they were made). */
  registrations: count,
  /** Registrations paid that day (by when they were paid, later cancellations included). */
  paid: count,
  /** What was captured that day. */
  revenue: rupees,
});

export const SalesSchema = z.object({
  currency: z.string(),
  registrations: RegistrationCountsSchema,
  /** Every amount captured (payments, and the differences of dearer category switches). */
  revenue: rupees,
  /** Amounts refunded (refunds the provider has made; pending ones not yet). */
  refunds: rupees,
  by_category: z.array(CategorySalesSchema),
  by_day: z.array(DaySalesSchema),
});

export const HostSalesSchema = SalesSchema.extend({
  /** The host's published events, the latest start first. */
  by_event: z.array(
    z.object({
      event_id: z.string(),
      title: z.string(),
      starts_at: z.string(),
      paid: count,
      pending: count,
      cancelled: count,
      revenue: rupees,
      refunds: rupees,
    }),
  ),
});

export const AdminSalesSchema = SalesSchema.extend({
  /** Hosts with a published event, the highest revenue first. */
  by_host: z.array(
    z.object({
      host_id: z.string(),
      host_name: z.string(),
      events: count,
      paid: count,
      pending: count,
      cancelled: count,
      revenue: rupees,
      refunds: rupees,
    }),
  ),
});

export type Sales = z.output<typeof SalesSchema>;
export type HostSales = z.output<typeof HostSalesSchema>;
export type AdminSales = z.output<typeof AdminSalesSchema>;
