import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  existingUserPayloadSchema,
  joinAnswerSchema,
  newUserPayloadSchema,
  paymentDetailsAnswerSchema,
  planPreviewBodySchema,
} from '@gym/contracts/join';
import { badRequest } from '../../../lib/app-error';
import { type JoinPayload, parseEitherPayload } from './join-payload';
import { paymentDetailsOf } from './join-quote';
import type { JoinQuoteService } from './join-quote.service';
import type { JoinSubmitService } from './join-submit.service';
import { defineSpanish } from '../../../lib/i18n/translator';
import type { Locale } from '@gym/contracts/i18n/locales';

export const IDEMPOTENCY_KEY_MESSAGE = `The ${IDEMPOTENCY_KEY_HEADER} header is required: one UUID per sign-up`;
defineSpanish({
  [IDEMPOTENCY_KEY_MESSAGE]: `El encabezado ${IDEMPOTENCY_KEY_HEADER} es obligatorio: un UUID por inscripción`,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function runKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = typeof value === 'string' ? value.trim() : '';
  if (!UUID.test(key))
    throw badRequest(IDEMPOTENCY_KEY_MESSAGE, [{ field: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_KEY_MESSAGE }]);
  return key.toLowerCase();
}

const SUBMITS = [
  { path: '/api/ols/create-user', kind: 'new', retry: false },
  { path: '/api/ols/create-user-retry', kind: 'new', retry: true },
  { path: '/api/ols/update-user', kind: 'existing', retry: false },
  { path: '/api/ols/update-user-retry', kind: 'existing', retry: true },
] as const;

/** The join's payment calls (sign-up token scope; docs/decisions/0009). */
export const joinRoutes: FastifyPluginAsyncZod<{
  quotes: JoinQuoteService;
  submits: JoinSubmitService;
  /** The failure text (JOIN_FAILURE_MESSAGE) in each language. */
  failureMessages: Record<Locale, string>;
}> = async (app, { quotes, submits, failureMessages }) => {
  app.post(
    '/api/ols/payment-details',
    {
      schema: {
        tags: ['join'],
        summary:
          "The payment preview on Sign: the plan's amounts due today for a new person's or a former member's payload",
        response: { 200: paymentDetailsAnswerSchema },
      },
    },
    async (request) => {
      const payload = parseEitherPayload(request.body);
      return { success: true, data: paymentDetailsOf(await quotes.quote(payload)) };
    },
  );

  app.post(
    '/api/ols/plan-preview',
    {
      schema: {
        tags: ['join'],
        summary: "The wizard's summary from the plan step on: a plan's amounts due today at a club, before the person",
        body: planPreviewBodySchema,
        response: { 200: paymentDetailsAnswerSchema },
      },
    },
    async (request) => ({ success: true, data: paymentDetailsOf(await quotes.quotePlanAtClub(request.body)) }),
  );

  for (const route of SUBMITS) {
    const who = route.kind === 'new' ? 'a new person (create)' : 'a former member (reactivate)';
    app.post(
      route.path,
      {
        schema: {
          tags: ['join'],
          summary: `Pays and joins ${who}, exactly once per ${IDEMPOTENCY_KEY_HEADER}${route.retry ? ' (the retry)' : ''}`,
          body: route.kind === 'new' ? newUserPayloadSchema : existingUserPayloadSchema,
          response: { 200: joinAnswerSchema },
        },
      },
      async (request) => {
        const runKey = runKeyOf(request);
        // The route's schema has checked the body against this kind's payload.
        const payload = { kind: route.kind, body: request.body, locale: request.locale } as JoinPayload;
        const answer = await submits.submit(runKey, payload, route.retry);
        // The failure text with its contact link, in the request's language (the others are contracts' texts).
        return answer.message === failureMessages.en ? { ...answer, message: failureMessages[request.locale] } : answer;
      },
    );
  }
};
