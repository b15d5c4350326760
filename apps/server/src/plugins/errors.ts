import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorAnswer, FieldError } from '@gym/contracts/errors';
import { MESSAGES } from '@gym/contracts/messages';
import { AppError } from '../lib/app-error';
import { DEPENDENCY_RETRY_AFTER_S, isDependencyUnavailable } from '../lib/dependency-errors';
import { sharedText, textIn } from '../lib/i18n/translator';
import { validationMessage } from '../lib/i18n/validation-messages';
import { requestErrorsText } from '../lib/request-errors-text';

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
 * One error envelope for every failure, in the request's language (docs/decisions/0039; English byte for byte as
 * the specification writes it). Input errors carry the specification's field messages; 5xx answers hide their
 * details, which go to the log with the request id.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { locale } = request;
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: validationMessage(locale, issue, requestErrorsText.t(locale, 'errors.invalidValue')),
        }));
        const message = errors[0]?.message ?? requestErrorsText.t(locale, 'errors.invalidRequest');
        return sendError(request, reply, 400, 'BAD_REQUEST', message, errors);
      }
      if (error instanceof AppError) {
        const fieldErrors = error.fieldErrors?.map(({ field, message }) => ({
          field,
          message: textIn(locale, message),
        }));
        return sendError(request, reply, error.status, error.code, error.text.in(locale), fieldErrors);
      }
      const status = error.statusCode ?? 500;
      if (status < 500)
        return sendError(request, reply, status, codeForStatus(status), sharedText(locale, error.message));
      if (isDependencyUnavailable(error)) {
        // The database or Redis is away (docs/decisions/0022): nothing is wrong with the request, repeat it soon.
        request.log.warn({ err: error }, 'request failed: a dependency is unavailable');
        void reply.header('retry-after', DEPENDENCY_RETRY_AFTER_S);
        return sendError(request, reply, 503, 'SERVICE_UNAVAILABLE', sharedText(locale, MESSAGES.serviceUnavailable));
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, 500, 'INTERNAL', sharedText(locale, MESSAGES.somethingWentWrong));
    });

    app.setNotFoundHandler((request, reply) => {
      const route = { method: request.method, path: request.url.split('?')[0] ?? '/' };
      return sendError(
        request,
        reply,
        404,
        'NOT_FOUND',
        requestErrorsText.t(request.locale, 'errors.notAnApiRoute', route),
      );
    });
  },
  { name: 'errors' },
);
