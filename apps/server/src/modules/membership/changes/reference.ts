import { randomInt } from 'node:crypto';

/**
 * Members read their change references aloud to the front desk and type them into e-mails, so the alphabet leaves
 * out the characters that are easy to confuse (0/O, 1/I/L) (docs/decisions/0028).
 */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 6;

/**
 * A change's reference, e.g. newReference('FRZ') -> 'FRZ-7F3K2Q'; the tables' unique index catches the rare repeat.
 * A guest pass code is longer (newReference('GP', 8)): it lets a stranger in, so it must not be guessed.
 */
export function newReference(prefix: string, length = REFERENCE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}
