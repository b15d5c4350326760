import { fetchMemberFile, saveFile } from '../../../lib/download-file';

/** A member's document or receipt (the staff routes need the token and signature a plain link would not send). */
export async function downloadMemberFile(path: string, fileName: string) {
  saveFile(await fetchMemberFile(path), fileName);
}
