import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { checkInCodeUses } from '../../../db/schema';

/**
 * Records that the member's code of `codeWindow` let `visitId` in, inside the visit's transaction. False when the
 * code was taken already (the key is the member and the window: a replay, on this instance or another). Drops the
 * member's uses of windows the desk no longer accepts, so the table holds a few rows per member at most.
 */
export async function takeCheckInCode(
  tx: Database,
  use: { userId: string; codeWindow: number; visitId: string; oldestAccepted: number },
): Promise<boolean> {
  await tx
    .delete(checkInCodeUses)
    .where(and(eq(checkInCodeUses.userId, use.userId), lt(checkInCodeUses.codeWindow, use.oldestAccepted)));
  const taken = await tx
    .insert(checkInCodeUses)
    .values({ userId: use.userId, codeWindow: use.codeWindow, visitId: use.visitId })
    .onConflictDoNothing()
    .returning({ userId: checkInCodeUses.userId });
  return taken.length === 1;
}
