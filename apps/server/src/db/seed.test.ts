import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestApp } from '../test/app';
import type { Database } from './client';
import { clubClosures, clubHours, clubs, featureLists, planClubs, plans, rooms, siteTexts, users } from './schema';
import { seed } from './seed';
import { DEMO_ACCOUNTS } from './seed-data/accounts';
import { DEMO_TRAINERS } from './seed-data/classes';
import { CLUBS } from './seed-data/clubs';
import { SITE_TEXTS } from './seed-data/texts';

async function counts(db: Database) {
  return {
    featureLists: await db.$count(featureLists),
    clubs: await db.$count(clubs),
    rooms: await db.$count(rooms),
    plans: await db.$count(plans),
    planClubs: await db.$count(planClubs),
    siteTexts: await db.$count(siteTexts),
    users: await db.$count(users),
  };
}

const SEEDED = {
  featureLists: 3,
  clubs: 8,
  rooms: CLUBS.reduce((sum, club) => sum + club.rooms.length, 0),
  plans: 24,
  planClubs: 24,
  siteTexts: Object.keys(SITE_TEXTS).length,
  // The demo accounts and the clubs' trainers (the demo trainer account is Marin's first).
  users: DEMO_ACCOUNTS.length + Object.values(DEMO_TRAINERS).flat().length - 1,
};

const visitor = {
  email: 'persist@example.com',
  firstName: 'Pat',
  lastName: 'Persist',
  scanCode: 'TEST-PERSIST-1',
  homeClubId: '106',
};

describe('seed data', () => {
  it('has the expected shape: 37 rooms, 9 demo accounts and 15 more trainers', () => {
    expect(SEEDED.rooms).toBe(37);
    expect(SEEDED.users).toBe(24);
  });
});

describeEachDatabase('seeding', (ctx) => {
  it('seeds every table at start', async () => {
    expect(await counts(ctx().app.db)).toEqual(SEEDED);
  });

  it('links the family member to the primary account', async () => {
    const db = ctx().app.db;
    const [primary] = await db.select().from(users).where(eq(users.memberNumber, 100002));
    const [family] = await db.select().from(users).where(eq(users.memberNumber, 100003));
    expect(family?.primaryUserId).toBe(primary?.id);
    expect(primary?.primaryUserId).toBeNull();
  });

  it('changes nothing when it runs twice more', async () => {
    const db = ctx().app.db;
    const [before] = await db.select().from(users).where(eq(users.memberNumber, 100001));
    await seed(db, { demoAccounts: true, passwords: ctx().app.passwords });
    await seed(db, { demoAccounts: true, passwords: ctx().app.passwords });
    expect(await counts(db)).toEqual(SEEDED);
    const [after] = await db.select().from(users).where(eq(users.memberNumber, 100001));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('puts corrected reference data back and keeps members it did not create', async () => {
    const db = ctx().app.db;
    await db.update(clubs).set({ street: 'Wrong Street' }).where(eq(clubs.id, '106'));
    await db.insert(users).values(visitor);
    await seed(db, { demoAccounts: true, passwords: ctx().app.passwords });
    const [oakland] = await db.select().from(clubs).where(eq(clubs.id, '106'));
    expect(oakland?.street).toBe('1900 Broadway');
    expect(await db.$count(users, eq(users.email, visitor.email))).toBe(1);
    expect(await db.$count(users)).toBe(SEEDED.users + 1);
  });

  it("never puts back a club's hours, closures or capacity its managers changed", async () => {
    const db = ctx().app.db;
    const oakland = eq(clubHours.clubId, '106');
    expect(await db.$count(clubHours, oakland)).toBe(7);
    expect(await db.$count(clubClosures, eq(clubClosures.clubId, '106'))).toBe(4);
    // The manager closes Oakland on Sundays, removes its holidays and lowers its capacity.
    await db.delete(clubHours).where(and(oakland, eq(clubHours.weekday, 0)));
    await db.delete(clubClosures).where(eq(clubClosures.clubId, '106'));
    await db.update(clubs).set({ totalCapacity: 321 }).where(eq(clubs.id, '106'));
    await seed(db, { demoAccounts: true, passwords: ctx().app.passwords });
    expect(await db.$count(clubHours, oakland)).toBe(6);
    expect(await db.$count(clubClosures, eq(clubClosures.clubId, '106'))).toBe(0);
    const [club] = await db.select().from(clubs).where(eq(clubs.id, '106'));
    expect(club?.totalCapacity).toBe(321);
  });
});

describe('a production start', () => {
  it('seeds the reference data but not the demo accounts, whose passwords are public', async () => {
    const { context, stop } = await startTestApp('pglite', {
      NODE_ENV: 'production',
      REQUEST_SIGNING_KEY: 'a-production-signing-key',
      JWT_SECRET: 'a-production-jwt-secret-of-32-chars-or-more',
    });
    try {
      expect(await counts(context.app.db)).toEqual({ ...SEEDED, users: 0 });
    } finally {
      await stop();
    }
  });
});

describe('PGlite on disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-seed-test-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps its data across a restart and seeds idempotently', async () => {
    const first = await startTestApp('pglite', { DATA_DIR: dir });
    let firstHash: string | null | undefined;
    try {
      const db = first.context.app.db;
      expect(await counts(db)).toEqual(SEEDED);
      await db.insert(users).values(visitor);
      const [demo] = await db.select().from(users).where(eq(users.memberNumber, 100001));
      firstHash = demo?.passwordHash;
      expect(firstHash).toMatch(/^\$argon2id\$/);
    } finally {
      await first.stop();
    }
    expect(fs.existsSync(path.join(dir, 'db', 'PG_VERSION'))).toBe(true);

    const second = await startTestApp('pglite', { DATA_DIR: dir });
    try {
      const db = second.context.app.db;
      expect(await counts(db)).toEqual({ ...SEEDED, users: SEEDED.users + 1 });
      const [kept] = await db.select().from(users).where(eq(users.scanCode, visitor.scanCode));
      expect(kept).toMatchObject(visitor);
      const [demo] = await db.select().from(users).where(eq(users.memberNumber, 100001));
      expect(demo?.passwordHash).toBe(firstHash);
      const response = await second.context.signed({ method: 'GET', url: '/clubs' });
      expect(response.json()).toHaveLength(8);
    } finally {
      await second.stop();
    }
  });
});
