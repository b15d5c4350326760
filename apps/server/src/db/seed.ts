import { eq, inArray } from 'drizzle-orm';
import { clubTodayIso } from '@gym/contracts/club-days';
import { clubSlug } from '@gym/contracts/constants';
import type { Locale } from '@gym/contracts/i18n/locales';
import type { PasswordHasher } from '../lib/passwords';
import type { Database } from './client';
import { seedClubHours } from './seed-club-hours';
import { seedDemoClasses } from './seed-demo-classes';
import { seedDemoTraining } from './seed-demo-training';
import { seedDemoMemberships } from './seed-demo-memberships';
import { seedDemoVisits } from './seed-demo-visits';
import {
  classTypes,
  clubs,
  featureLists,
  planClubs,
  plans,
  rooms,
  siteTextTranslations,
  siteTexts,
  staffClubs,
  users,
} from './schema';
import { type AccountSeed, DEMO_ACCOUNTS } from './seed-data/accounts';
import { CLASS_TYPES } from './seed-data/classes';
import { CLUBS, FEATURE_LISTS } from './seed-data/clubs';
import { plansForClub } from './seed-data/plans';
import { SITE_TEXTS, SITE_TEXT_TRANSLATIONS } from './seed-data/texts';

/**
 * Reference data (clubs, rooms, plans, feature lists, texts) is upserted so that a restart picks up
 * corrected copy; demo accounts are inserted once and never overwritten, so a changed password survives.
 */
export async function seedReferenceData(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, items] of Object.entries(FEATURE_LISTS)) {
      await tx
        .insert(featureLists)
        .values({ key, items })
        .onConflictDoUpdate({ target: featureLists.key, set: { items } });
    }
    for (const club of CLUBS) {
      const values = {
        id: club.id,
        slug: clubSlug(club.displayName),
        name: `Bay Fit ${club.displayName}`,
        displayName: club.displayName,
        street: club.street,
        city: club.city,
        postalCode: club.postalCode,
        latitude: club.latitude,
        longitude: club.longitude,
        totalCapacity: club.totalCapacity,
        timeZone: club.timeZone,
        backgroundMobile: `/clubs/${clubSlug(club.displayName)}.svg`,
        backgroundDesktop: `/clubs/${clubSlug(club.displayName)}.svg`,
        featureListKey: club.featureListKey,
      };
      // A club's capacity is its managers' from the first start on (issue 28): a restart never sets it back.
      const { id: _id, totalCapacity: _capacity, ...changes } = values;
      await tx.insert(clubs).values(values).onConflictDoUpdate({ target: clubs.id, set: changes });
      for (const [index, room] of club.rooms.entries()) {
        const roomValues = { id: `${club.id}-${index + 1}`, clubId: club.id, ...room };
        await tx
          .insert(rooms)
          .values(roomValues)
          .onConflictDoUpdate({
            target: rooms.id,
            set: { name: room.name, description: room.description, capacity: room.capacity, kind: room.kind },
          });
      }
      for (const plan of plansForClub(club)) {
        const { clubIds, ...planValues } = plan;
        const { id: _planId, ...planChanges } = planValues;
        await tx.insert(plans).values(planValues).onConflictDoUpdate({ target: plans.id, set: planChanges });
        await tx
          .insert(planClubs)
          .values(clubIds.map((clubId) => ({ planId: plan.id, clubId })))
          .onConflictDoNothing();
      }
    }
    await seedClubHours(tx, CLUBS, now);
    // Class types are the managers' once written (docs/decisions/0051): a start adds the missing, never sets back.
    await tx.insert(classTypes).values(CLASS_TYPES).onConflictDoNothing({ target: classTypes.id });
    for (const [key, value] of Object.entries(SITE_TEXTS)) {
      await tx.insert(siteTexts).values({ key, value }).onConflictDoUpdate({ target: siteTexts.key, set: { value } });
    }
    for (const [locale, texts] of Object.entries(SITE_TEXT_TRANSLATIONS) as [
      Locale,
      Partial<Record<string, string>>,
    ][]) {
      for (const [key, value] of Object.entries(texts)) {
        if (value === undefined) continue;
        await tx
          .insert(siteTextTranslations)
          .values({ key, locale, value })
          .onConflictDoUpdate({ target: [siteTextTranslations.key, siteTextTranslations.locale], set: { value } });
      }
    }
  });
}

export async function seedDemoAccounts(db: Database, passwords: PasswordHasher): Promise<void> {
  const existing = await db
    .select({ memberNumber: users.memberNumber })
    .from(users)
    .where(
      inArray(
        users.memberNumber,
        DEMO_ACCOUNTS.map((account) => account.memberNumber),
      ),
    );
  const present = new Set(existing.map((row) => row.memberNumber));
  const missing = DEMO_ACCOUNTS.filter((account) => !present.has(account.memberNumber));
  if (missing.length > 0) await insertDemoAccounts(db, missing, passwords);
  await seedDemoStaffClubs(db);
}

/**
 * The demo front desk and manager get their clubs when they have none (a data directory from before the staff
 * console, or a fresh one); clubs the director assigned since are left alone.
 */
async function seedDemoStaffClubs(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { memberNumber, staffClubIds } of DEMO_ACCOUNTS) {
      if (!staffClubIds) continue;
      const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.memberNumber, memberNumber));
      if (!account) continue;
      const assigned = await tx.select().from(staffClubs).where(eq(staffClubs.userId, account.id)).limit(1);
      if (assigned.length > 0) continue;
      await tx.insert(staffClubs).values(staffClubIds.map((clubId) => ({ userId: account.id, clubId })));
    }
  });
}

async function insertDemoAccounts(db: Database, missing: AccountSeed[], passwords: PasswordHasher): Promise<void> {
  // The stored hash of the demo password (seed-data/accounts.ts) at the standard cost: argon2 is deliberately
  // slow. At another cost (the tests'), the password is hashed at that cost, which is quick.
  const hashes = await Promise.all(
    missing.map((account) => (passwords.cost === 'standard' ? account.passwordHash : passwords.hash(account.password))),
  );
  await db.transaction(async (tx) => {
    for (const [index, account] of missing.entries()) {
      const { password: _password, primaryMemberNumber, staffClubIds: _staffClubIds, ...fields } = account;
      const primary =
        primaryMemberNumber === undefined
          ? undefined
          : await tx.select({ id: users.id }).from(users).where(eq(users.memberNumber, primaryMemberNumber));
      await tx
        .insert(users)
        .values({ ...fields, passwordHash: hashes[index]!, primaryUserId: primary?.[0]?.id ?? null })
        .onConflictDoNothing();
    }
  });
}

export async function seed(
  db: Database,
  options: { demoAccounts: boolean; passwords: PasswordHasher; now?: Date },
): Promise<void> {
  await seedReferenceData(db, options.now);
  if (options.demoAccounts) await seedDemoAccounts(db, options.passwords);
  if (options.demoAccounts) await seedDemoMemberships(db);
  if (options.demoAccounts) await seedDemoVisits(db);
  // The classes start from the first seeding's day, on the chain's clock.
  if (options.demoAccounts) await seedDemoClasses(db, clubTodayIso(options.now ?? new Date()));
  // The trainers' profiles and hours, and the clubs' personal-training packs (issue 30).
  if (options.demoAccounts) await seedDemoTraining(db);
}
