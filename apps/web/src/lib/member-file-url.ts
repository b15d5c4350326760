import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from './api-client';

/** A blob as an object URL while it is shown, revoked when it is replaced or no longer shown. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * A member's file from a staff route (their photo) as an object URL, for an <img> that cannot send the staff token
 * and signature itself; revoked when it is no longer shown, and not cached past the page: it is a person's face.
 * Nothing to fetch when `path` is null.
 */
export function useMemberFileUrl(path: string | null) {
  const query = useQuery({
    queryKey: ['staff', 'member-file', path],
    queryFn: () => apiBlob(path ?? ''),
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: 0,
    // A missing photo is shown in place ('No photo on file'), not as a banner.
    meta: { silent: true },
  });
  const url = useObjectUrl(query.data);
  return { url, isError: query.isError, isPending: query.isPending && path !== null };
}
