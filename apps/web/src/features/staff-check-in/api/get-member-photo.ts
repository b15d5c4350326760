import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { memberPhotoPath } from '@gym/contracts/visits';
import { fetchMemberFile } from '../../../lib/download-file';

/**
 * GET /staff/members/:idCA/photo: the member's join photo as an object URL (an <img> cannot send the staff
 * token), revoked when it is no longer shown. Not cached past the result: it is a person's face.
 */
export function useMemberPhotoUrl(idCA: string | null) {
  const query = useQuery({
    queryKey: ['staff', 'member-photo', idCA],
    queryFn: () => fetchMemberFile(memberPhotoPath(idCA ?? '')),
    enabled: idCA !== null,
    staleTime: Infinity,
    gcTime: 0,
    // A missing photo is shown in place ('No photo on file'), not as a banner over the desk.
    meta: { silent: true },
  });
  const blob = query.data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isError: query.isError, isPending: query.isPending && idCA !== null };
}
