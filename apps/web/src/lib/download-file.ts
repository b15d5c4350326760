import { errorAnswerSchema } from '@gym/contracts/errors';
import { MESSAGES } from '@gym/contracts/messages';
import { signatureHeaders } from '@gym/contracts/signing';
import { ApiError } from './api-client';
import { appConfig } from './app-config';
import { sharedText } from './i18n/catalog';
import { getSession } from './session';

/**
 * A member's file (a receipt or agreement PDF, not JSON): like every member call it needs the request signature
 * and the bearer token, which a plain link would not send. So it is fetched here and saved from a blob URL.
 */
export async function fetchMemberFile(path: string): Promise<Blob> {
  const headers: Record<string, string> = await signatureHeaders(appConfig().requestSigningKey, 'GET', path);
  const token = getSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(path, { headers });
  if (!response.ok) {
    const parsed = errorAnswerSchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(response.status, parsed.success ? parsed.data.message : sharedText(MESSAGES.somethingWentWrong));
  }
  return response.blob();
}

/** Saves a blob under a file name, as the browser's download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  // The browser reads the blob after the click returns: let it go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
