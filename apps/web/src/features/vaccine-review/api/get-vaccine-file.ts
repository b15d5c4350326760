import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { errorAnswerSchema } from '@gym/contracts/errors';
import { MESSAGES } from '@gym/contracts/messages';
import { signatureHeaders } from '@gym/contracts/signing';
import { ApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { sharedText } from '../../../lib/i18n/catalog';
import { getSession } from '../../../lib/session';

/**
 * GET /staff/vaccine-records/:id/file: the stored file itself, not JSON, so it is fetched here (signed, with the
 * staff member's token, as lib/api-client does) and shown from an object URL.
 */
export async function fetchVaccineFile(id: string, signal?: AbortSignal): Promise<Blob> {
  const path = `/staff/vaccine-records/${encodeURIComponent(id)}/file`;
  const headers: Record<string, string> = await signatureHeaders(appConfig().requestSigningKey, 'GET', path);
  const token = getSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(path, { headers, signal });
  if (!response.ok) {
    const parsed = errorAnswerSchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(response.status, parsed.success ? parsed.data.message : sharedText(MESSAGES.somethingWentWrong));
  }
  return response.blob();
}

/** The file of one record as an object URL, revoked when it is no longer shown. */
export function useVaccineFileUrl(id: string | null) {
  const query = useQuery({
    queryKey: ['staff', 'vaccine-records', 'file', id],
    queryFn: ({ signal }) => fetchVaccineFile(id ?? '', signal),
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
  const blob = query.data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...query, url, type: blob?.type ?? null };
}
