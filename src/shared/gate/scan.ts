/**
 * Tickets at the gate (issue 29): a ticket's QR carries its page's full address
 * (`https://…/tickets/<token>`), so a phone's own camera opens the ticket page; older QR codes,
 * and a code typed at the gate, carry the bare token. Both give the same token here.
 */

/** The ticket page's path for a token. */
export const ticketPagePath = (token: string) => `/tickets/${encodeURIComponent(token)}`;

/**
 * The token a scanned (or typed) value names: the last path segment after `/tickets/` of an
 * address (any host, with or without a query or fragment), else the value itself, trimmed.
 */
export function tokenFromScan(text: string): string {
  const value = text.trim();
  const match = /\/tickets\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(value);
  if (!match) return value;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}
