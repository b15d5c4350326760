import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@gym/contracts/signing';

/** The OpenAPI document at /docs/json and its page at /docs, generated from the routes' zod schemas. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { brandName: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${options.brandName} API`,
          version: '1.0.0',
          description: `Every call needs the ${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER} headers: HMAC-SHA256 over METHOD + path without query + timestamp, upper-case hex.`,
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);
