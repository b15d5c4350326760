import type { RefundablePack } from '@gym/contracts/staff-training';
import type { TrainingSession } from '@gym/contracts/personal-training';
import type { ClubTraining } from '@gym/contracts/staff-training';

export const TAYLOR = { id: '6f1c1c8e-5a0b-4d43-9a55-0d7f0a3c1a01', firstName: 'Taylor', lastName: 'Brooks' };
export const SOFIA = { id: '6f1c1c8e-5a0b-4d43-9a55-0d7f0a3c1a02', firstName: 'Sofia', lastName: 'Ramírez' };
export const PACK_ID = '3b9b7c52-9f0e-4c8a-8a55-7e1f5c0b2d10';
/** A 5-pack of $400.00 with 3 sessions unused, as the server answers it. */
export const PACK: RefundablePack = {
  id: PACK_ID,
  clubId: '101',
  clubName: 'Marin',
  sessions: 5,
  minutes: 60,
  priceCents: 40000,
  intro: false,
  status: 'active' as const,
  purchasedAt: '2027-03-01T18:00:00.000Z',
  expiresAt: '2028-03-01T18:00:00.000Z',
  used: 2,
  refunded: 0,
  left: 3,
  refundCents: [8000, 16000, 24000],
};

/** Alex's hour with Taylor on Tuesday, March 16, 2027, 9-10 a.m. at Marin (16:00Z: daylight time from March 14). */
export const ALEX_SESSION: TrainingSession = {
  id: 'a7d4c7a2-1d5e-4f0e-b3a4-2f7e0d1c9b01',
  trainer: TAYLOR,
  member: { id: 'member-alex', firstName: 'Alex', lastName: 'Rivera' },
  clubId: '101',
  clubName: 'Marin',
  timeZone: 'America/Los_Angeles',
  startsAt: '2027-03-16T16:00:00.000Z',
  endsAt: '2027-03-16T17:00:00.000Z',
  minutes: 60,
  mode: 'inPerson',
  status: 'booked',
  returnedToPack: false,
  freeCancel: true,
  joinable: false,
  packId: PACK_ID,
};

export const trainingOf = (from: string, sessions: TrainingSession[]): ClubTraining => ({
  clubId: '101',
  timeZone: 'America/Los_Angeles',
  from,
  days: 7,
  trainers: [TAYLOR, SOFIA],
  sessions,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const refusal = (status: number, code: string, message: string) =>
  json({ success: false, status, code, message }, status);

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
  key: string | undefined;
}

/** Records each fetch and answers it with `answer` (a 404 when it gives nothing). */
export function recordingFetch(calls: Call[], answer: (call: Call) => Response | undefined) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      key: headers['idempotency-key'],
    };
    calls.push(call);
    return answer(call) ?? refusal(404, 'NOT_FOUND', 'Not found');
  };
}
