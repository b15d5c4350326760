import type { ErrorCode, FieldError } from '@gym/contracts/errors';

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

/** An error whose message is safe to show: the errors plugin sends it to the client as it is. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, fieldErrors?: FieldError[]) =>
  new AppError('BAD_REQUEST', message, fieldErrors);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
