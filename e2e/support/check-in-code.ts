import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { CHECK_IN_CODE_PERIOD_S, checkInWindow } from '@gym/contracts/check-in-code';
import { checkInPayloadAt, checkInSecretOf } from './check-in-api';

type MemberLogin = Parameters<typeof checkInSecretOf>[0];

const PERIOD_MS = CHECK_IN_CODE_PERIOD_S * 1000;

/**
 * The windows whose codes the specs of this run have scanned already, per member: the desk takes each code once,
 * and the spec files (one at a time, each in a fresh module graph) share the server. Kept in a file named by the
 * server's port, so one run's specs see each other's and no other run's.
 */
function registry() {
  const file = path.join(os.tmpdir(), `gym-e2e-check-in-codes-${new URL(inject('baseUrl')).port}.json`);
  const read = (): Record<string, number[]> => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number[]>;
    } catch {
      return {};
    }
  };
  return {
    taken: (scanCode: string) => new Set(read()[scanCode] ?? []),
    take(scanCode: string, window: number) {
      const all = read();
      all[scanCode] = [...(all[scanCode] ?? []).slice(-10), window];
      fs.writeFileSync(file, JSON.stringify(all));
    },
  };
}

/**
 * What the member's QR code carries now, as the desk's scanner types it: a code no spec of this run has had from
 * here. When this window's code was handed out already, it waits for the next window (30 seconds at most).
 */
export async function freshCheckInPayload(member: MemberLogin): Promise<string> {
  const secret = await checkInSecretOf(member);
  const codes = registry();
  if (codes.taken(secret.scanCode).has(checkInWindow(Date.now()))) {
    await sleep(PERIOD_MS - (Date.now() % PERIOD_MS) + 50);
  }
  const now = Date.now();
  codes.take(secret.scanCode, checkInWindow(now));
  return checkInPayloadAt(secret, { nowMs: now });
}
