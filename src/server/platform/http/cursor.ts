import { AppError } from './app-error';

/**
 * Keyset cursors: the sort key of the last row of a page, opaque to clients (base64url JSON),
 * so pages stay stable while rows are added.
 */
export function encodeCursor(values: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor<T extends Array<string | number>>(cursor: string, arity: number): T {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(values) &&
      values.length === arity &&
      values.every((v) => typeof v === 'string' || typeof v === 'number')
    ) {
      return values as T;
    }
  } catch {
    // fall through
  }
  throw new AppError('bad_request', 'Invalid cursor', { cursor: 'Invalid cursor' });
}
