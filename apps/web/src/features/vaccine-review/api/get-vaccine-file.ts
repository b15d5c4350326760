import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { useObjectUrl } from '../../../lib/member-file-url';

/** GET /staff/vaccine-records/:id/file: the stored file itself, not JSON, shown from an object URL. */
export function fetchVaccineFile(id: string, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(`/staff/vaccine-records/${encodeURIComponent(id)}/file`, { signal });
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
  const url = useObjectUrl(blob);
  return { ...query, url, type: blob?.type ?? null };
}
