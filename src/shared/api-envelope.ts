/**
 * The failure envelope of every API call (ARCHITECTURE.md, HTTP API; success: decision 019).
 * `error` and `fields` are said in the request's language; `code`, when the text is one of the
 * catalog's, is its `errors.*` key (the same in every language): what a page compares, never
 * the text.
 */
export type ApiFailure = {
  message: 'error';
  error: string;
  code?: string;
  fields?: Record<string, string>;
};
