import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchMemberFile, saveFile } from '../../../lib/download-file';

/** A member's document or receipt (the staff routes need the token and signature a plain link would not send). */
export async function downloadMemberFile(path: string, fileName: string) {
  saveFile(await fetchMemberFile(path), fileName);
}

/**
 * The member's photo as an object URL, revoked when it is no longer shown; not cached past the page: it is a
 * person's face.
 */
export function useMemberPhotoUrl(path: string | null) {
  const query = useQuery({
    queryKey: ['staff', 'member-file', path],
    queryFn: () => fetchMemberFile(path ?? ''),
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: 0,
    meta: { silent: true },
  });
  const blob = query.data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isPending: query.isPending && path !== null };
}
