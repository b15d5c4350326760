import { apiBlob } from './api-client';

/** Saves a blob under a file name, as the browser's download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  // The browser reads the blob after the click returns: let it go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A member's file (a receipt or agreement PDF, not JSON), fetched by the API client (signed, with the bearer token,
 * which a plain link would not send) and saved as the browser's download.
 */
export async function downloadFile(path: string, fileName: string) {
  saveFile(await apiBlob(path), fileName);
}
