import { inject } from 'vitest';
import { type StaffClubSettings, staffClubSettingsAnswerSchema } from '@gym/contracts/staff-clubs';
import { signatureHeaders } from '@gym/contracts/signing';
import { joinOaklandMember } from './join-api';
import { uniqueEmail } from './join-flow';

/** The console's club accounts (apps/server/src/db/seed-data/accounts.ts): the director runs every club. */
export const CLUB_LOGINS = {
  director: { email: 'director@example.com', password: 'Director123!' },
  /** Oakland's manager. */
  manager: { email: 'manager@example.com', password: 'Manager123!' },
} as const;

/** A signed API call with any method, as an account; the answer whatever its status. */
export async function callAs(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${token}`,
      ...(await signatureHeaders(inject('signingKey'), method, path)),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** A club's settings as its console page reads them. */
export async function clubSettings(token: string, clubId: string): Promise<StaffClubSettings> {
  const { status, json } = await callAs(token, 'GET', `/staff/clubs/${clubId}/settings`);
  if (status !== 200) throw new Error(`GET settings of ${clubId} answered ${status}: ${JSON.stringify(json)}`);
  return staffClubSettingsAnswerSchema.parse(json).data;
}

/** Sets a club's capacity (a manager of it, or the director); answers the capacity it had. */
export async function setCapacity(token: string, clubId: string, totalCapacity: number): Promise<number> {
  const before = await clubSettings(token, clubId);
  const { status, json } = await callAs(token, 'PUT', `/staff/clubs/${clubId}/capacity`, { totalCapacity });
  if (status !== 200) throw new Error(`PUT capacity of ${clubId} answered ${status}: ${JSON.stringify(json)}`);
  return before.totalCapacity;
}

/** New members made through the join's own API, none of whom has visited yet: people the desk can check in. */
export async function newMembers(count: number, label: string) {
  const members = [];
  // One after another: each join charges the sandbox and writes a member; the machine has two cores.
  for (let index = 0; index < count; index += 1) {
    members.push(
      await joinOaklandMember({
        firstName: 'Robin',
        lastName: `Visitor${index + 1}`,
        email: uniqueEmail(`${label}${index}`),
      }),
    );
  }
  return members;
}
