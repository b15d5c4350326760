import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** Downloads one charge's receipt (GET /billing/receipts/:chargeId) as 'receipt-<date>.pdf'; a failure shows the server's message in the banner. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: ({ url, date }: { url: string; date: string }) => downloadFile(url, `receipt-${date}.pdf`),
  });
}
