import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the zod route schemas, with its UI at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, production: boolean) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Matchday API',
        description: 'Sports events: hosts publish, participants register and pay.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Plain-http development must not have its requests upgraded to https.
    transformStaticCSP: (header) =>
      production ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
