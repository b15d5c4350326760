import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '@gym/contracts/i18n/locales';
import { requestLocale } from '../lib/i18n/request-locale';
import { hasSharedSpanish, sharedText } from '../lib/i18n/translator';
import { isHtmlNavigation } from './spa';

/**
 * Every request's language (docs/decisions/0039): `request.locale`, from Accept-Language (the SPA sends its
 * language on every call), or for a page navigation from the `lang` cookie first. Worked out when first read, so
 * that it is there for errors raised before any hook runs.
 *
 * An answer's `message` (the envelope's text to show, decisions.md item 3) is sent in that language: a text of
 * contracts is looked up by its English, so a route that answers `{ success, message: MESSAGES.x }` needs nothing
 * more; texts with values, and the server's own, are translated where they are made (lib/i18n/translator.ts).
 */
export const localePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', {
      getter(this: FastifyRequest): Locale {
        return requestLocale(this.headers, { cookieFirst: isHtmlNavigation(this) });
      },
    });

    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (typeof payload !== 'object' || payload === null || !('message' in payload)) return payload;
      const { message } = payload;
      if (typeof message !== 'string' || !hasSharedSpanish(message)) return payload;
      const locale = request.locale;
      return locale === 'en' ? payload : { ...payload, message: sharedText(locale, message) };
    });
  },
  { name: 'locale' },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request's answer is written in. */
    readonly locale: Locale;
  }
}
