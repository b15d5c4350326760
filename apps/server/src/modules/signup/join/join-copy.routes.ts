import type { Locale } from '@gym/contracts/i18n/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipTextAnswerSchema, submitFailureDataAnswerSchema } from '@gym/contracts/join';
import { SITE_TEXT_KEYS } from '../../../db/seed-data/texts';
import type { SiteTextsRepository } from '../../club/site-texts';

/** The join's public copy: signed, no token (like the terms). */
export const joinCopyRoutes: FastifyPluginAsyncZod<{
  texts: SiteTextsRepository;
  /** The failure text (JOIN_FAILURE_MESSAGE) in each language. */
  failureMessages: Record<Locale, string>;
}> = async (app, { texts, failureMessages }) => {
  app.get(
    '/api/ols/get-membership-plan-text',
    {
      schema: {
        tags: ['join'],
        summary: 'The texts beside monthly dues, prorated first month and last month dues',
        response: { 200: membershipTextAnswerSchema },
      },
    },
    async ({ locale }) => ({
      success: true,
      data: {
        monthlyDuesText: (await texts.get(SITE_TEXT_KEYS.monthlyDues, locale)) ?? '',
        proratedText: (await texts.get(SITE_TEXT_KEYS.prorated, locale)) ?? '',
        lastMonthText: (await texts.get(SITE_TEXT_KEYS.lastMonth, locale)) ?? '',
      },
    }),
  );

  app.get(
    '/api/ols/get-submit-failure-data',
    {
      schema: {
        tags: ['join'],
        summary: 'The text shown when a retry of the submit fails, with a contact link (JOIN_FAILURE_MESSAGE)',
        response: { 200: submitFailureDataAnswerSchema },
      },
    },
    ({ locale }) => ({ success: true, data: { message: failureMessages[locale] } }),
  );
};
