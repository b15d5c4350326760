import type { ErrorCode, FieldError } from '@gym/contracts/errors';
import { type Text, shared } from './i18n/translator';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  BAD_SIGNATURE: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYMENT_DECLINED: 402,
  UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** A field's message, to be sent in the request's language (a Text, or a text of contracts as it is). */
export interface TextFieldError {
  field: string;
  message: string | Text;
}

/**
 * An error whose message is safe to show: the errors plugin sends it to the client in the request's language
 * (docs/decisions/0039). A plain string is a text of contracts, looked up by its English; a Text (a template with
 * its values, a server catalog's message) says itself in each language. `message` is always the English.
 */
export class AppError extends Error {
  readonly status: number;
  readonly text: Text;
  readonly fieldErrors?: TextFieldError[];

  constructor(
    readonly code: ErrorCode,
    message: string | Text,
    fieldErrors?: TextFieldError[],
  ) {
    const text = typeof message === 'string' ? shared(message) : message;
    super(text.english);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
    this.text = text;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }

  /** The field errors in English, as an English answer carries them. */
  get englishFieldErrors(): FieldError[] | undefined {
    return this.fieldErrors?.map(({ field, message }) => ({
      field,
      message: typeof message === 'string' ? message : message.english,
    }));
  }
}

export const notFound = (message: string | Text) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string | Text, fieldErrors?: TextFieldError[]) =>
  new AppError('BAD_REQUEST', message, fieldErrors);
export const unauthorized = (message: string | Text) => new AppError('UNAUTHORIZED', message);
