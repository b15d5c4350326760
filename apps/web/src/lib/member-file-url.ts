import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchMemberFile } from './download-file';

/**
 * A member's file from a staff route (their photo) as an object URL, for an <img> that cannot send the staff token
 * and signature itself; revoked when it is no longer shown, and not cached past the page: it is a person's face.
 * Nothing to fetch when `path` is null.
 */
export function useMemberFileUrl(path: string | null) {
  const query = useQuery({
    queryKey: ['staff', 'member-file', path],
    queryFn: () => fetchMemberFile(path ?? ''),
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: 0,
    // A missing photo is shown in place ('No photo on file'), not as a banner.
    meta: { silent: true },
  });
  const blob = query.data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isError: query.isError, isPending: query.isPending && path !== null };
}
