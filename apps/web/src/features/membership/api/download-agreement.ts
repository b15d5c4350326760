import { useMutation } from '@tanstack/react-query';
import { fetchMemberFile, saveFile } from '../../../lib/download-file';

/** Downloads the member's current signed agreement (GET /membership/agreement); a failure shows in the banner. */
export function useDownloadAgreement() {
  return useMutation({
    mutationFn: async (url: string) => saveFile(await fetchMemberFile(url), 'membership-agreement.pdf'),
  });
}
