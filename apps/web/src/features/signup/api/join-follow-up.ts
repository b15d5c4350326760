import { DOCUMENT_IDS, documentsAnswerSchema, utmInfoSchema, type UtmInfo } from '@gym/contracts/join';
import { successAnswerSchema } from '@gym/contracts/tracking';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

/** The calls after a successful join carry the join token, bound to the new member (contracts/join.ts). */

function dataUrlToBlob(dataUrl: string): Blob {
  const [header, base64 = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(header ?? '')?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

const anyAnswer = z.object({ success: z.optional(z.boolean()) });

export function uploadProfilePhoto(caId: string, photo: string, joinToken: string) {
  const form = new FormData();
  form.append('profilePicture', dataUrlToBlob(photo), 'photo.jpg');
  return apiRequest('/api/ols/upload-photo', {
    method: 'POST',
    query: { caId },
    body: form,
    token: joinToken,
    schema: anyAnswer,
    long: true,
  });
}

/** The signed agreement: the signature PNG and the photo JPEG; the server records its own view of the address. */
export function uploadESignature(signature: string, photo: string, clientIp: string | null, joinToken: string) {
  const form = new FormData();
  form.append('documentId', String(DOCUMENT_IDS.agreement));
  if (clientIp) form.append('useripaddress', clientIp);
  form.append('esignuser', dataUrlToBlob(signature), 'signature.png');
  form.append('userpic', dataUrlToBlob(photo), 'photo.jpg');
  return apiRequest('/api/ols/upload-photo/olstncdocumnetsign', {
    method: 'POST',
    body: form,
    token: joinToken,
    schema: anyAnswer,
    long: true,
  });
}

export function createReceipt(joinToken: string) {
  return apiRequest('/api/ols/upload-photo/olstncdocumnetreceipt', {
    method: 'POST',
    body: new FormData(),
    token: joinToken,
    schema: anyAnswer,
    long: true,
  });
}

export async function getDocuments(caId: string, joinToken: string) {
  const answer = await apiRequest('/api/ols/documents/base64', {
    method: 'POST',
    body: { caId },
    token: joinToken,
    schema: documentsAnswerSchema,
    long: true,
  });
  return answer.data;
}

export function updateUtmInfo(info: UtmInfo, joinToken: string) {
  return apiRequest('/api/ols/update-utm-info', {
    method: 'POST',
    body: utmInfoSchema.parse(info),
    token: joinToken,
    schema: successAnswerSchema,
  });
}
