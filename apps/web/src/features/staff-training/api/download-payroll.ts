import { downloadFile } from '../../../lib/download-file';

/**
 * GET /staff/clubs/:clubId/training/payroll.csv?month=YYYY-MM: the server writes it (a row per trainer: sessions
 * delivered, no-shows, late cancels, revenue); fetched signed with the staff's token and saved as the download.
 */
export function downloadPayroll(clubId: string, month: string) {
  const query = new URLSearchParams({ month }).toString();
  return downloadFile(
    `/staff/clubs/${encodeURIComponent(clubId)}/training/payroll.csv?${query}`,
    `payroll-${clubId}-${month}.csv`,
  );
}
