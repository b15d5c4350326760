import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** Downloads the member's current signed agreement (GET /membership/agreement); a failure shows in the banner. */
export function useDownloadAgreement() {
  return useMutation({
    mutationFn: (url: string) => downloadFile(url, 'membership-agreement.pdf'),
  });
}
