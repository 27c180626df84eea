import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Endpoint, Options, Schemas } from '../../../shared/api/endpoint';
import { answerAsWritten } from './answer-as-written';
import { pageSchema, successSchema } from './envelope';
import type { App } from './types';

/** What a route adds to its contract definition: its documentation and its access rule. */
type RouteOptions = Pick<FastifySchema, 'tags' | 'summary' | 'description'> &
  Required<Pick<FastifyContextConfig, 'access'>> &
  Pick<FastifyContextConfig, 'publicCache'> & {
    /**
     * A hot read whose handler writes its answer in the contract's exact shape: production sends
     * it without zod's pass, tests check every answer against it (answer-as-written.ts).
     */
    asWritten?: true;
  };

type Parsed<S extends Schemas, K extends keyof Schemas> = S[K] extends z.ZodType
  ? z.output<S[K]>
  : unknown;

type Request<S extends Schemas> = FastifyRequest<{
  Params: Parsed<S, 'params'>;
  Querystring: Parsed<S, 'query'>;
  Body: Parsed<S, 'body'>;
}>;

/** The answer a handler returns (or a reply it has sent itself, e.g. with a 201). */
type Answer<S extends Schemas, O> = O extends { page: true }
  ? { message: 'success'; data: z.output<S['response']>[]; next_cursor: string | null }
  : { message: string; data: z.output<S['response']> };

type Handler<S extends Schemas, O> = (
  request: Request<S>,
  reply: FastifyReply,
) => Promise<Answer<S, O> | FastifyReply>;

/** The success envelope of a definition, as the response schema of each of its statuses. */
function replySchema(def: Endpoint, schemas: Schemas): z.ZodType {
  if (def.page) return pageSchema(schemas.response);
  if (schemas.message)
    return z.object({ message: z.literal(schemas.message), data: schemas.response });
  return successSchema(schemas.response);
}

/**
 * Registers a contract definition (src/shared/api): its method, path and schemas come from the
 * definition, so each exists once; fastify-type-provider-zod validates and documents them.
 */
export async function route<S extends Schemas, O extends Options>(
  app: App,
  def: Endpoint<S, O>,
  { tags, summary, description, access, publicCache, asWritten }: RouteOptions,
  handler: Handler<S, O>,
): Promise<void> {
  const schemas = await def.schemas();
  const reply = replySchema(def, schemas);
  app.withTypeProvider().route<{
    Params: Parsed<S, 'params'>;
    Querystring: Parsed<S, 'query'>;
    Body: Parsed<S, 'body'>;
  }>({
    method: def.method,
    url: def.path,
    schema: {
      tags,
      summary,
      ...(description ? { description } : {}),
      ...(def.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: Object.fromEntries((def.status ?? [200]).map((status) => [status, reply])),
    },
    config: { access, ...(publicCache ? { publicCache } : {}) },
    ...(asWritten ? { serializerCompiler: answerAsWritten(app.config.production) } : {}),
    handler,
  });
}
