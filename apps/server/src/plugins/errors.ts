import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorAnswer, FieldError } from '@gym/contracts/errors';
import { MESSAGES } from '@gym/contracts/messages';
import { AppError } from '../lib/app-error';
import { DEPENDENCY_RETRY_AFTER_S, isDependencyUnavailable } from '../lib/dependency-errors';

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorAnswer['code'],
  message: string,
  errors?: FieldError[],
) {
  return reply.status(status).send({
    success: false,
    status,
    code,
    message,
    ...(errors ? { errors } : {}),
    requestId: request.id,
  } satisfies ErrorAnswer);
}

function codeForStatus(status: number): ErrorAnswer['code'] {
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoded path, say): the same envelope.
 * Passed to the Fastify constructor as `frameworkErrors`.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendError(request, reply, status, codeForStatus(status), error.message);
}

/**
 * One error envelope for every failure. Input errors carry the specification's field messages;
 * 5xx answers hide their details, which go to the log with the request id.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: issue.message ?? 'Invalid value',
        }));
        return sendError(request, reply, 400, 'BAD_REQUEST', errors[0]?.message ?? 'Invalid request', errors);
      }
      if (error instanceof AppError) {
        return sendError(request, reply, error.status, error.code, error.message, error.fieldErrors);
      }
      const status = error.statusCode ?? 500;
      if (status < 500) return sendError(request, reply, status, codeForStatus(status), error.message);
      if (isDependencyUnavailable(error)) {
        // The database or Redis is away (docs/decisions/0022): nothing is wrong with the request, repeat it soon.
        request.log.warn({ err: error }, 'request failed: a dependency is unavailable');
        void reply.header('retry-after', DEPENDENCY_RETRY_AFTER_S);
        return sendError(request, reply, 503, 'SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable);
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, 500, 'INTERNAL', MESSAGES.somethingWentWrong);
    });

    app.setNotFoundHandler((request, reply) =>
      sendError(request, reply, 404, 'NOT_FOUND', `${request.method} ${request.url.split('?')[0]} is not an API route`),
    );
  },
  { name: 'errors' },
);
