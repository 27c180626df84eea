import type { z } from 'zod';

/**
 * The API contract's building block (decision 019): one definition per endpoint, read by the
 * server's route registration (src/server/platform/http/route.ts) and the browser's client
 * (src/web/api/client.ts).
 *
 * A definition's schemas load on first use: the browser imports definitions for their method and
 * path only, and takes its types from the schemas, so zod stays out of the public pages' first
 * JavaScript (the schemas' chunk is never fetched there).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Schemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success envelope's `data`; of a page, one item of it. */
  response: z.ZodType;
  /** §7: a few auth endpoints answer with this text in `message` instead of 'success'. */
  message?: string;
};

export type Options = {
  /** Answered as a page: `{ message: 'success', data: [...items], next_cursor }`. */
  page?: true;
  /** The success statuses (default 200); each is documented with the same envelope. */
  status?: readonly (200 | 201)[];
  /** The body is a multipart form (a file upload), read by the handler itself. */
  multipart?: true;
};

export type Endpoint<S extends Schemas = Schemas, O extends Options = Options> = O & {
  method: Method;
  path: string;
  schemas: () => Promise<S>;
};

/**
 * One endpoint's definition: `load` imports the feature's schema module, `pick` chooses this
 * endpoint's schemas from it. Marked free of side effects so a bundle keeps only the definitions
 * it uses (a public page imports two or three of a feature's ten).
 */
export /* @__NO_SIDE_EFFECTS__ */ function endpoint<
  M,
  S extends Schemas,
  const O extends Options = object,
>(
  load: () => Promise<M>,
  method: Method,
  path: string,
  pick: (schemas: M) => S,
  options?: O,
): Endpoint<S, O> {
  return Object.assign({ method, path, schemas: async () => pick(await load()) }, options);
}
