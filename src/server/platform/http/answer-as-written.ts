import { isDeepStrictEqual } from 'node:util';
import type { FastifySchema } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The serializer of a hot read whose handler writes its answer in its contract's exact shape
 * (decision 055). In production the answer is sent as written: zod's pass over every field of
 * every row was a tenth of a signed-in participant's dashboard read. Everywhere else (tests,
 * development) zod's pass still runs, and an answer it would change (a field the contract does
 * not have, a value it would transform) fails the request, so every test that reads the route
 * proves production's shortcut sends what the contract says.
 */
export function answerAsWritten(production: boolean): FastifySerializerCompiler<FastifySchema> {
  return (route) => {
    if (production) return (data) => JSON.stringify(data);
    // The route's response schema is a zod one (route.ts), as the app-wide compiler takes it.
    const checked = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data) => {
      const text = checked(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(data))))
        throw new Error(
          `${route.method} ${route.url} answered other than its contract: it is marked asWritten, ` +
            'so production would send fields or values the contract does not have',
        );
      return text;
    };
  };
}
