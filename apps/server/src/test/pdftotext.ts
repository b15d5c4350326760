import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function hasPdftotext(): boolean {
  const probe = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
  return !probe.error && `${probe.stdout}${probe.stderr}`.includes('pdftotext');
}

/**
 * pdftotext (Debian's poppler-utils) for tests that read a PDF's text. When it is missing and we run as root,
 * it is installed with apt-get; otherwise the caller skips and says why.
 */
export function ensurePdftotext(): { available: true } | { available: false; reason: string } {
  if (hasPdftotext()) return { available: true };
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    return { available: false, reason: 'pdftotext is not installed and we are not root to apt-get poppler-utils' };
  }
  if (spawnSync('apt-get', ['--version']).error) {
    return { available: false, reason: 'pdftotext is not installed and there is no apt-get' };
  }
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'poppler-utils'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      encoding: 'utf8',
    });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update'], { encoding: 'utf8' });
    install();
  }
  return hasPdftotext()
    ? { available: true }
    : { available: false, reason: 'pdftotext is missing and apt-get install poppler-utils failed' };
}

/** The text of a PDF as pdftotext -layout reads it; pages are separated by form feeds. */
export function pdfToText(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
