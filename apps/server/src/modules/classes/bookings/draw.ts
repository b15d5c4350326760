import { createHash } from 'node:crypto';

/** A request in an opening draw and its tickets (two for a member who lost a draw lately). */
export interface DrawEntry {
  bookingId: string;
  tickets: number;
}

/** Numbers in [0, 1) from a seed: SHA-256 of the seed and a counter, so a draw replays exactly from its seed. */
function seededRandom(seed: string): () => number {
  let counter = 0;
  return () => {
    const digest = createHash('sha256').update(`${seed}:${counter}`).digest();
    counter += 1;
    return digest.readUInt32BE(0) / 2 ** 32;
  };
}

/**
 * The order a lot gives the requests (docs/decisions/0050): one by one, each remaining request drawn with a chance
 * in proportion to its tickets. The requests are taken in the order of their booking ids, not of their arrival, so
 * asking earlier in the window changes nothing; the same requests and seed always give the same order.
 */
export function drawOrder(entries: readonly DrawEntry[], seed: string): DrawEntry[] {
  const remaining = [...entries].sort((a, b) => a.bookingId.localeCompare(b.bookingId));
  const random = seededRandom(seed);
  const drawn: DrawEntry[] = [];
  while (remaining.length > 0) {
    const total = remaining.reduce((sum, entry) => sum + entry.tickets, 0);
    let point = random() * total;
    let index = 0;
    while (index < remaining.length - 1 && point >= remaining[index]!.tickets) {
      point -= remaining[index]!.tickets;
      index += 1;
    }
    drawn.push(remaining.splice(index, 1)[0]!);
  }
  return drawn;
}
