import type * as z from 'zod/mini';
import { type RequestOptions, apiRequest } from '../../../lib/api-client';
import { ensureSignupAccessToken } from './generate-token';

/** A sign-up call: it carries the visitor's sign-up access token as its bearer token. */
export async function signupRequest<T extends z.ZodMiniType>(
  path: string,
  options: Omit<RequestOptions<T>, 'token'>,
): Promise<z.infer<T>> {
  const token = await ensureSignupAccessToken();
  return apiRequest(path, { ...options, token });
}
