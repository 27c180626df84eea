/** Kinds of expected failure a use case can report, with their HTTP status. */
const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_STATUS;

/**
 * The one typed error services throw. The error handler turns it into the envelope
 * `{ message: 'error', error, fields? }` with the kind's status. `message` is shown to people.
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly fields: Record<string, string> | undefined;
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    kind: ErrorKind,
    message: string,
    fields?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.fields = fields;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_STATUS[this.kind];
  }
}
