import { downloadFile } from '../../../lib/download-file';

/**
 * GET /staff/dashboard/classes.csv?clubId=: the server writes it (one row per club per club day, its header in the
 * language shown); fetched signed with the staff's token and saved as the browser's download.
 */
export function downloadClassesCsv(clubId: string | null, today: string) {
  const query = clubId ? `?${new URLSearchParams({ clubId }).toString()}` : '';
  return downloadFile(`/staff/dashboard/classes.csv${query}`, `classes-${clubId ?? 'all-clubs'}-${today}.csv`);
}
