import { API_BASE } from './constants';

/** The API's endpoints that are not JSON envelopes, relative to /api/v1 (`apiHref` adds it). */
export const API_ROUTES = {
  /** A registration's PDF receipt (or its unpaid confirmation). */
  receipt: '/event/participate/:id/receipt',
  /** A registration's GST document (issue 26): tax invoice or bill of supply, a PDF. */
  invoice: '/event/participate/:id/invoice',
  /** One of Matchday's fee invoices or fee credit notes to a host (issue 26), a PDF. */
  feeDocument: '/host/invoices/:id/pdf',
  /** A refund's credit note (issue 16), a PDF. */
  creditNote: '/refunds/:id/credit-note',
  /** A certificate's PDF, made on each download. */
  certificatePdf: '/certificates/:code/pdf',
  /** An event's registrations as CSV or Excel (issue 27): `?format=csv|xlsx`, its host and admins. */
  eventExport: '/events/:id/export',
  /** An event's .ics file. */
  calendar: '/events/:id/calendar.ics',
  /** An event's live results: `text/event-stream`, one `results` event per change. */
  resultsStream: '/events/:id/results/stream',
  /** A ticket's QR code, an SVG image. */
  ticketQr: '/tickets/:token/qr.svg',
  /** A ticket's one-page PDF (issue 29), made on each download. */
  ticketPdf: '/tickets/:token/pdf',
  /** An event's printable start list (issue 27), an A4 PDF; `?category_id=` for one category. */
  startList: '/events/:id/start-list.pdf',
} as const;

/** The `:name` parts of a pattern: '/a/:x/b/:y' gives 'x' | 'y'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern's parameters: each `:name` once, nothing else. */
type RouteParams<P extends string> = [ParamNames<P>] extends [never]
  ? Record<string, never>
  : { readonly [K in ParamNames<P>]: string };

/** A query's values; empty ones (undefined, null, '') are left out. */
type RouteQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [params?: RouteParams<P>, query?: RouteQuery]
  : [params: RouteParams<P>, query?: RouteQuery];

/**
 * A pattern's address: each `:name` filled with its value (encodeURIComponent), then the query's
 * non-empty values (each key and value encodeURIComponent, in the given order).
 */
export function href<P extends string>(pattern: P, ...[params, query]: HrefArgs<P>): string {
  const values = (params ?? {}) as Readonly<Record<string, string>>;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`href(${pattern}): no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** An API endpoint's full path (under /api/v1), built like `href`. */
export function apiHref<P extends string>(pattern: P, ...args: HrefArgs<P>): string {
  return `${API_BASE}${href(pattern, ...args)}`;
}
