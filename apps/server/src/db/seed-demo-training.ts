import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_TRAINER_SETTINGS } from '@gym/contracts/personal-training';
import type { Database } from './client';
import { trainerHours, trainerProfiles, trainingOffers, users } from './schema';
import { DEMO_TRAINERS } from './seed-data/classes';
import { DEMO_TRAINER_PROFILES, DEMO_TRAINING_OFFERS } from './seed-data/training';

/**
 * The demo trainers' profiles and weekly hours at their club, and every club's packs (issue 30's demo data), for
 * trainers with no profile yet and clubs with no offers: what trainers and the director change stays theirs.
 */
export async function seedDemoTraining(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [clubId, names] of Object.entries(DEMO_TRAINERS)) {
      const profiles = DEMO_TRAINER_PROFILES[clubId];
      if (!profiles) continue;
      const trainers = await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.role, 'trainer'), eq(users.homeClubId, clubId)));
      const withProfile = new Set(
        (
          await tx
            .select({ id: trainerProfiles.trainerId })
            .from(trainerProfiles)
            .where(
              inArray(
                trainerProfiles.trainerId,
                trainers.map((trainer) => trainer.id).concat('00000000-0000-0000-0000-000000000000'),
              ),
            )
        ).map((row) => row.id),
      );
      for (const [index, [firstName, lastName]] of names.entries()) {
        const trainer = trainers.find((row) => row.firstName === firstName && row.lastName === lastName);
        if (!trainer || withProfile.has(trainer.id)) continue;
        const { hours, ...profile } = profiles[index as 0 | 1];
        await tx.insert(trainerProfiles).values({ trainerId: trainer.id, ...profile, ...DEFAULT_TRAINER_SETTINGS });
        await tx.insert(trainerHours).values(
          hours.flatMap((stretch) =>
            stretch.weekdays.map((weekday) => ({
              trainerId: trainer.id,
              clubId,
              weekday,
              startMinute: stretch.from * 60,
              endMinute: stretch.until * 60,
            })),
          ),
        );
      }
      const [offered] = await tx
        .select({ id: trainingOffers.id })
        .from(trainingOffers)
        .where(eq(trainingOffers.clubId, clubId))
        .limit(1);
      if (!offered) await tx.insert(trainingOffers).values(DEMO_TRAINING_OFFERS.map((offer) => ({ clubId, ...offer })));
    }
  });
}
