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

export interface RequestOptions<T extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  /** The answer is parsed with it, so a wrong shape fails loudly here and not in a component. */
  schema: T;
  /** The 60 s client of the specification, for slow calls (sign-up submit, documents). */
  long?: boolean;
  /** A bearer token for this call; defaults to the signed-in member's. */
  token?: string | null;
  /** Extra headers, e.g. the join's idempotency key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
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

function buildPath(path: string, query: RequestOptions<z.ZodMiniType>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Every API call goes through here: signature headers, bearer token, timeout, error text. */
export async function apiRequest<T extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<T>,
): Promise<z.infer<T>> {
  const method = options.method ?? 'GET';
  const url = buildPath(path, options.query);
  const timeout = AbortSignal.timeout(options.long ? API_LONG_TIMEOUT_MS : API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const token = options.token === undefined ? bearerToken : options.token;

  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
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
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, sharedText(MESSAGES.somethingWentWrong), 'NETWORK');
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 || response.status === 403) {
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
  return options.schema.parse(payload);
}
