import { useEffect } from 'react';

/**
 * The document title for pages whose one h1 is a DataTable title (PageHeading sets it for the
 * others), in the same 'Title · Matchday' form.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Matchday`;
  }, [title]);
}
