import { describe, expect, it } from 'vitest';
import { INVALID_CLIENT_MESSAGE } from '../../modules/signup/access/signup-access.service';
import { SIGNUP_CARD_MESSAGES } from '../../modules/signup/cards/signup-cards.service';
import { JOIN_DOCUMENT_MESSAGES } from '../../modules/signup/join-documents/join-documents.routes';
import { MEMBER_FILE_MESSAGES } from '../../modules/signup/join-documents/member-files.service';
import { JOIN_QUOTE_MESSAGES } from '../../modules/signup/join/join-quote.service';
import { IDEMPOTENCY_KEY_MESSAGE } from '../../modules/signup/join/join.routes';
import { TERMS_NOT_FOUND_MESSAGE } from '../../modules/signup/terms/terms.service';
import { TRACKING_MESSAGES } from '../../modules/signup/tracking/tracking.service';
import { BILLING_TEXTS } from '../../modules/membership/billing/billing-text';
import { JOIN_TOKEN_MESSAGES } from '../../plugins/join-token';
import { RATE_LIMITED_MESSAGE } from '../../plugins/rate-limit';
import { SIGNUP_TOKEN_MESSAGE } from '../../plugins/signup-token';
import { UPLOAD_MESSAGES } from '../multipart-form';
import { hasSharedSpanish, sharedText } from './translator';

/**
 * The server's own texts that answers carry as they are (docs/decisions/0039): each has its Spanish (defineSpanish
 * beside it), so that an error or an answer never comes half in English to a Spanish page.
 */
const SERVER_TEXTS: Record<string, unknown> = {
  INVALID_CLIENT_MESSAGE,
  SIGNUP_CARD_MESSAGES,
  JOIN_DOCUMENT_MESSAGES,
  MEMBER_FILE_MESSAGES,
  JOIN_QUOTE_MESSAGES,
  IDEMPOTENCY_KEY_MESSAGE,
  TERMS_NOT_FOUND_MESSAGE,
  TRACKING_MESSAGES,
  BILLING_TEXTS,
  JOIN_TOKEN_MESSAGES,
  RATE_LIMITED_MESSAGE,
  SIGNUP_TOKEN_MESSAGE,
  UPLOAD_MESSAGES,
};

const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(textsOf) : [];

describe("the server's own texts in Spanish", () => {
  it.each(Object.entries(SERVER_TEXTS))('%s has Spanish for every text', (_name, texts) => {
    for (const english of textsOf(texts)) {
      expect.soft(hasSharedSpanish(english), english).toBe(true);
      expect.soft(sharedText('es', english), english).not.toBe(english);
    }
  });
});
