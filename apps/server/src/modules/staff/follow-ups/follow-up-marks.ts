import { eq } from 'drizzle-orm';
import type { FollowUpMark } from '@gym/contracts/staff-follow-ups';
import type { Database } from '../../../db/client';
import { type FollowUpKind, followUpContacts, users } from '../../../db/schema';
import { recordAudit } from '../audit';

export interface MarkInput {
  kind: FollowUpKind;
  actorId: string;
  clubId: string;
  now: Date;
  /** Exactly one of the two (the table's check). */
  signupId?: string;
  memberId?: string;
  /** What the audit row records of the sign-up or member, beside the mark. */
  about: Record<string, unknown>;
}

/**
 * Writes a follow-up mark and its audit row in the caller's transaction (docs/decisions/0032: never one without
 * the other), and answers the mark as the page shows it.
 */
export async function recordMark(tx: Database, input: MarkInput): Promise<FollowUpMark> {
  const [mark] = await tx
    .insert(followUpContacts)
    .values({
      kind: input.kind,
      signupId: input.signupId ?? null,
      memberId: input.memberId ?? null,
      actorId: input.actorId,
      createdAt: input.now,
    })
    .returning({ id: followUpContacts.id, createdAt: followUpContacts.createdAt });
  await recordAudit(tx, {
    actorId: input.actorId,
    action: input.kind === 'reminder-sent' ? 'follow-up.reminder-sent' : 'follow-up.contacted',
    subjectId: input.memberId ?? null,
    clubId: input.clubId,
    after: { ...input.about, kind: input.kind, markId: mark!.id },
  });
  const [actor] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, input.actorId));
  return { at: mark!.createdAt.toISOString(), by: `${actor?.firstName ?? ''} ${actor?.lastName ?? ''}`.trim() };
}
