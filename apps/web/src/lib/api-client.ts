import type * as z from 'zod/mini';
import { API_LONG_TIMEOUT_MS, API_TIMEOUT_MS } from '@gym/contracts/constants';
import { errorAnswerSchema } from '@gym/contracts/errors';
import { MESSAGES } from '@gym/contracts/messages';
import { signatureHeaders } from '@gym/contracts/signing';
import { appConfig } from './app-config';
import { sharedText } from './i18n/catalog';
import { currentLocale } from './i18n/i18n';

/** An API failure with the text the banner shows, in the language shown when it failed. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The answer's JSON as sent, for a caller that reads more than the message (the desk's refusal names who). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How a call is sent, whatever its answer is. */
export interface SendOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  /** The 60 s client of the specification, for slow calls (sign-up submit, documents). */
  long?: boolean;
  /** A bearer token for this call; defaults to the signed-in member's. */
  token?: string | null;
  /** Extra headers, e.g. the join's idempotency key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A 403 here is the server refusing this one action in the member's words (booking barred until a date, a frozen
   * membership), not the account losing the area: the caller shows it, and the session is not ended for it.
   */
  forbiddenIsAnswer?: boolean;
}

export interface RequestOptions<T extends z.ZodMiniType> extends SendOptions {
  /** The answer is parsed with it, so a wrong shape fails loudly here and not in a component. */
  schema: T;
}

let bearerToken: string | null = null;
/** Told the status and the token the refused request carried (null when it had none). */
type UnauthorizedListener = (status: number, sentToken: string | null) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

export function setBearerToken(token: string | null) {
  bearerToken = token;
}

/** Called on a 401 or 403, so that the session layer can log out (outside the login pages). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function buildPath(path: string, query: SendOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The call's failure to reach the server (or to read its answer), unless the caller aborted it. */
function networkFailure(error: unknown, options: SendOptions): unknown {
  if (options.signal?.aborted) return error;
  return new ApiError(0, sharedText(MESSAGES.somethingWentWrong), 'NETWORK');
}

/**
 * Every API call goes through here: signature headers, bearer token, timeout, error text. Answers a response that
 * is ok, whose body the caller reads; `accept` is what it will read (nothing said: anything, e.g. a file).
 */
async function send(path: string, options: SendOptions, accept?: string): Promise<Response> {
  const method = options.method ?? 'GET';
  const url = buildPath(path, options.query);
  const timeout = AbortSignal.timeout(options.long ? API_LONG_TIMEOUT_MS : API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const token = options.token === undefined ? bearerToken : options.token;

  const headers: Record<string, string> = {
    ...options.headers,
    ...(accept ? { accept } : {}),
    // The server answers with messages in the language shown (docs/decisions/0039).
    'accept-language': currentLocale(),
    ...(await signatureHeaders(appConfig().requestSigningKey, method, url)),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  // A FormData body (file uploads) sets its own multipart content type with the boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body:
        options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    throw networkFailure(error, options);
  }
  if (response.ok) return response;

  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 401 || (response.status === 403 && !options.forbiddenIsAnswer)) {
    for (const listener of unauthorizedListeners) listener(response.status, token ?? null);
  }
  const parsed = errorAnswerSchema.safeParse(payload);
  throw new ApiError(
    response.status,
    parsed.success ? parsed.data.message : sharedText(MESSAGES.somethingWentWrong),
    parsed.success ? parsed.data.code : undefined,
    payload,
  );
}

/** A JSON answer, parsed with the call's schema. */
export async function apiRequest<T extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<T>,
): Promise<z.infer<T>> {
  const response = await send(path, options, 'application/json');
  const payload: unknown = await response.json().catch(() => null);
  return options.schema.parse(payload);
}

/**
 * A file answer (a receipt or agreement PDF, a photo, a vaccine record), signed and authorised like every call,
 * which a plain link or <img> could not be. Files take the long client (documents, in the specification's words).
 */
export async function apiBlob(path: string, options: SendOptions = {}): Promise<Blob> {
  const response = await send(path, { long: true, ...options });
  try {
    return await response.blob();
  } catch (error) {
    throw networkFailure(error, options);
  }
}
