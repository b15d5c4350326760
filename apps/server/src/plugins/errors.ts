import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorAnswer, FieldError } from '@gym/contracts/errors';
import { MESSAGES } from '@gym/contracts/messages';
import { AppError } from '../lib/app-error';

/**
 * One error envelope for every failure. Input errors carry the specification's field messages;
 * 5xx answers hide their details, which go to the log with the request id.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const answer = (status: number, code: ErrorAnswer['code'], message: string, errors?: FieldError[]) =>
        reply.status(status).send({
          success: false,
          status,
          code,
          message,
          ...(errors ? { errors } : {}),
          requestId: request.id,
        } satisfies ErrorAnswer);

      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: issue.message ?? 'Invalid value',
        }));
        return answer(400, 'BAD_REQUEST', errors[0]?.message ?? 'Invalid request', errors);
      }
      if (error instanceof AppError) {
        return answer(error.status, error.code, error.message, error.fieldErrors);
      }
      const status = error.statusCode ?? 500;
      if (status < 500) {
        const code = status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
        return answer(status, code, error.message);
      }
      request.log.error({ err: error }, 'request failed');
      return answer(500, 'INTERNAL', MESSAGES.somethingWentWrong);
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        success: false,
        status: 404,
        code: 'NOT_FOUND',
        message: `${request.method} ${request.url.split('?')[0]} is not an API route`,
        requestId: request.id,
      } satisfies ErrorAnswer),
    );
  },
  { name: 'errors' },
);
