import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenApiDocument } from '../validation';

/** Swagger UI at `/docs`, serving the contract as it is. */
async function apiDocs(app: FastifyInstance, options: { contract: OpenApiDocument }): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: options.contract as never } });
  // No validator badge: it would load an image from another site.
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } });
}

export const apiDocsPlugin = fp(apiDocs, { name: 'api-docs' });
