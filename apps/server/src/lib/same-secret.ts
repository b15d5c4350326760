import { timingSafeEqual } from 'node:crypto';

/** Whether a given secret equals the expected one, in time that does not tell how much of it matched. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
