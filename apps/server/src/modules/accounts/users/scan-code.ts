import { randomBytes } from 'node:crypto';

/** The code on an account's card (the desk scans it): random, so it says nothing about the member. */
export function newScanCode(): string {
  return `BFC-${randomBytes(6).toString('hex').toUpperCase()}`;
}
