import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { pdfText } from './pdf-text';

/** Clicks what starts a download, saves the file in a temp folder and returns its name there and the browser's. */
export async function download(page: Page, trigger: Locator): Promise<{ file: string; suggestedFilename: string }> {
  const [started] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const suggestedFilename = started.suggestedFilename();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gym-download-')), suggestedFilename);
  await started.saveAs(file);
  return { file, suggestedFilename };
}

/** True when the file starts as a PDF does ('%PDF-'). */
export function isPdf(file: string): boolean {
  const head = Buffer.alloc(5);
  const handle = fs.openSync(file, 'r');
  try {
    fs.readSync(handle, head, 0, 5, 0);
  } finally {
    fs.closeSync(handle);
  }
  return head.toString('latin1') === '%PDF-';
}

/** Downloads a PDF through the trigger and returns its text (pdftotext -layout); fails when it is no PDF. */
export async function downloadPdfText(
  page: Page,
  trigger: Locator,
): Promise<{ text: string; suggestedFilename: string }> {
  const { file, suggestedFilename } = await download(page, trigger);
  if (!isPdf(file)) throw new Error(`${suggestedFilename} is not a PDF`);
  return { text: pdfText(file), suggestedFilename };
}
