import { eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { classSeries, rooms, users } from './schema';
import { DEMO_TRAINERS, DEMO_WEEK, MARIN_EXTRAS } from './seed-data/classes';

/** The demo's trainers' scan codes: fixed, so seeding again finds them instead of adding more. */
const trainerScanCode = (clubId: string, index: number) => `BFC-T${clubId}-${index + 1}`;
/**
 * Their member numbers, fixed and among the demo accounts' (1001xx: 100102 to 100117), below the numbers the
 * database gives new accounts (200000 on), which are members who joined.
 */
const trainerMemberNumber = (clubId: string, index: number) => 100_100 + (Number(clubId) - 100) * 2 + index;
const DEMO_TRAINER_ACCOUNT = 'trainer@example.com';

/**
 * The demo's trainers and every club's week of classes (issue 29), for clubs with no series yet (a new database):
 * what the managers change afterwards stays theirs. The sessions follow from the series (the schedule's job).
 */
export async function seedDemoClasses(db: Database, since: string): Promise<void> {
  await db.transaction(async (tx) => {
    const withSeries = new Set(
      (await tx.selectDistinct({ clubId: classSeries.clubId }).from(classSeries)).map((row) => row.clubId),
    );
    for (const [clubId, trainers] of Object.entries(DEMO_TRAINERS)) {
      if (withSeries.has(clubId)) continue;
      const trainerIds: string[] = [];
      for (const [index, [firstName, lastName]] of trainers.entries()) {
        trainerIds.push(await demoTrainer(tx, clubId, index, firstName, lastName));
      }
      const clubRooms = await tx.select().from(rooms).where(eq(rooms.clubId, clubId));
      const roomId = (name: string) => clubRooms.find((room) => room.name === name)?.id;
      const week = clubId === '101' ? [...DEMO_WEEK, ...MARIN_EXTRAS] : DEMO_WEEK;
      const series = week.flatMap((entry) => {
        const room = roomId(entry.room);
        if (!room) return [];
        const { room: _room, trainer, ...times } = entry;
        return [{ ...times, clubId, roomId: room, trainerId: trainerIds[trainer]!, startsOn: since }];
      });
      await tx.insert(classSeries).values(series);
    }
  });
}

/** Marin's first trainer is the demo trainer account; the others are staff records without a password. */
async function demoTrainer(
  tx: Database,
  clubId: string,
  index: number,
  firstName: string,
  lastName: string,
): Promise<string> {
  if (clubId === '101' && index === 0) {
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_TRAINER_ACCOUNT));
    if (account) return account.id;
  }
  const scanCode = trainerScanCode(clubId, index);
  await tx
    .insert(users)
    .values({
      memberNumber: trainerMemberNumber(clubId, index),
      email:
        `${firstName}.${lastName}`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z.]/g, '') + '@example.com',
      role: 'trainer',
      memberStatus: 'active',
      firstName,
      lastName,
      homeClubId: clubId,
      scanCode,
    })
    .onConflictDoNothing({ target: users.scanCode });
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.scanCode, [scanCode]));
  return row!.id;
}
