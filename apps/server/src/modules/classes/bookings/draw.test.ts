import { describe, expect, it } from 'vitest';
import { type DrawEntry, drawOrder } from './draw';

const entries = (count: number, tickets = 1): DrawEntry[] =>
  Array.from({ length: count }, (_, index) => ({ bookingId: `b${String(index).padStart(4, '0')}`, tickets }));

describe('an opening draw', () => {
  it('replays exactly from its seed, whatever order the requests came in', () => {
    const requests = entries(40);
    const once = drawOrder(requests, 'seed-1');
    expect(drawOrder([...requests].reverse(), 'seed-1')).toEqual(once);
    expect(drawOrder(requests, 'seed-2')).not.toEqual(once);
    expect([...once].map((entry) => entry.bookingId).sort()).toEqual(requests.map((entry) => entry.bookingId));
  });

  it('gives no place to how early one asked: each request is first about as often', () => {
    const requests = entries(4);
    const firsts = new Map<string, number>();
    for (let run = 0; run < 4000; run += 1) {
      const first = drawOrder(requests, `run-${run}`)[0]!.bookingId;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const entry of requests) expect(firsts.get(entry.bookingId)! / 4000).toBeGreaterThan(0.2);
  });

  it('gives a second ticket twice the chance', () => {
    const requests: DrawEntry[] = [
      { bookingId: 'a', tickets: 2 },
      { bookingId: 'b', tickets: 1 },
    ];
    let aFirst = 0;
    for (let run = 0; run < 3000; run += 1) if (drawOrder(requests, `r${run}`)[0]!.bookingId === 'a') aFirst += 1;
    expect(aFirst / 3000).toBeGreaterThan(0.6);
    expect(aFirst / 3000).toBeLessThan(0.73);
  });
});
