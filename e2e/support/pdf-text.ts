import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const PDFTOTEXT = '/usr/bin/pdftotext';

/** Installs Debian's poppler-utils when pdftotext is missing and we are root, like Chromium in global setup. */
function ensurePdftotext(): void {
  if (fs.existsSync(PDFTOTEXT)) return;
  if (process.getuid?.() !== 0) throw new Error('[e2e] pdftotext is missing: install poppler-utils');
  console.log('[e2e] installing poppler-utils for pdftotext');
  execFileSync('apt-get', ['install', '-y', 'poppler-utils'], { stdio: 'inherit' });
}

/** The text of a PDF file, by pdftotext with its layout kept. */
export function pdfText(file: string): string {
  ensurePdftotext();
  return execFileSync(PDFTOTEXT, ['-layout', file, '-'], { encoding: 'utf8' });
}
