import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@gym/server/db/client';
import { users } from '@gym/server/db/schema';
import { TokenService } from '@gym/server/lib/tokens';
import { issueMemberToken } from '@gym/server/modules/accounts/auth/session-user';
import { ClubsRepository } from '@gym/server/modules/club/clubs/clubs.repository';
import { ClubsService } from '@gym/server/modules/club/clubs/clubs.service';
import { type ServerProcess, startServerProcess } from './server-process';

/**
 * The classes benches' datasets (issue 29), made set-based on a database that has only the reference data
 * (seedReferenceData: clubs, rooms, plans, class types): trainers, weekly series and their sessions, members and
 * their bookings. Nothing here comes from the demo seed: the servers the benches start run with SEED_DEMO_DATA=false.
 */

/** `perClub` trainers at every club: accounts with the role 'trainer', as the demo's trainers are. */
export async function addTrainers(db: Database, perClub: number): Promise<void> {
  await db.execute(sql`
    insert into users (email, role, member_status, first_name, last_name, home_club_id, scan_code)
    select 'bench.trainer.' || c.id || '.' || n || '@example.com', 'trainer', 'active', 'Coach', c.display_name || ' ' || n,
           c.id, 'BENCH-T' || c.id || '-' || n
      from clubs c cross join generate_series(1, ${perClub}::int) n`);
}

/**
 * `perDay` classes a day at every club for `weeks` weeks from `firstDay` (a club day): a weekly series each (every
 * weekday, from 6:00 to 22:00 on the club's clock, over the club's rooms, class types and trainers in turn, 20, 25
 * or 30 places) and its sessions, each keyed by its series and club day as the schedule's job adds them, its start
 * and end on the club's clock (the database's time zones, daylight saving included).
 */
export async function addClassWeeks(
  db: Database,
  options: { firstDay: string; weeks: number; perDay: number },
): Promise<void> {
  const { firstDay, weeks, perDay } = options;
  await db.execute(sql`
    with types as (select array_agg(id order by id) as ids from class_types),
         club_rooms as (select club_id, array_agg(id order by id) as ids from rooms group by club_id),
         trainers as (select home_club_id as club_id, array_agg(id order by scan_code) as ids
                        from users where role = 'trainer' group by home_club_id)
    insert into class_series (club_id, room_id, class_type_id, trainer_id, weekdays, start_minute, starts_on, ends_on,
                              capacity)
    select c.id, r.ids[1 + k % cardinality(r.ids)], t.ids[1 + k % cardinality(t.ids)],
           tr.ids[1 + k % cardinality(tr.ids)], '{0,1,2,3,4,5,6}', 360 + k * 960 / ${perDay}::int,
           ${firstDay}::date, ${firstDay}::date + ${weeks * 7 - 1}::int, 20 + (k % 3) * 5
      from clubs c
      join club_rooms r on r.club_id = c.id
      join trainers tr on tr.club_id = c.id
      cross join types t
      cross join generate_series(0, ${perDay - 1}::int) k`);
  await db.execute(sql`
    insert into class_sessions (series_id, club_id, room_id, class_type_id, trainer_id, day, starts_at, ends_at, capacity)
    select s.id, s.club_id, s.room_id, s.class_type_id, s.trainer_id, d::date,
           (d::date + make_interval(mins => s.start_minute)) at time zone c.time_zone,
           (d::date + make_interval(mins => s.start_minute + t.duration_minutes)) at time zone c.time_zone,
           s.capacity
      from class_series s
      join clubs c on c.id = s.club_id
      join class_types t on t.id = s.class_type_id
      cross join generate_series(s.starts_on, s.ends_on, interval '1 day') d`);
}

/**
 * `count` active members spread over the clubs (their home club), each on their club's monthly plan from a month
 * ago: what a member needs to book a class (bookings-test-kit's memberMaker makes the same rows one at a time).
 * Only at `clubId` when given. Answers their ids, in the order made.
 */
export async function addMembers(
  db: Database,
  options: { count: number; tag: string; clubId?: string },
): Promise<string[]> {
  const { count, tag, clubId } = options;
  const { rows } = (await db.execute(sql`
    with homes as (select array_agg(id order by id) as ids from clubs where ${clubId ?? null}::text is null or id = ${clubId ?? null}),
         made as (
           insert into users (email, role, member_status, first_name, last_name, home_club_id, scan_code)
           select 'bench.' || ${tag} || '.' || n || '@example.com', 'member', 'active', 'Bench', ${tag} || ' ' || n,
                  h.ids[1 + n % cardinality(h.ids)], 'BENCH-' || upper(${tag}::text) || '-' || n
             from homes h cross join generate_series(1, ${count}::int) n
           returning id, home_club_id, scan_code),
         joined as (
           insert into memberships (user_id, plan_id, club_id, start_date, price_cents)
           select m.id, p.id, m.home_club_id, current_date - 30, p.price_cents
             from made m
             join plan_clubs pc on pc.club_id = m.home_club_id
             join plans p on p.id = pc.plan_id and p.id like '%-monthly'
           returning user_id)
    select made.id from made order by substring(made.scan_code from '[0-9]+$')::int`)) as { rows: { id: string }[] };
  return rows.map((row) => row.id);
}

/**
 * Bookings in every session starting in the next 7 days (booking opens 7 days ahead): each between 30 % and all of
 * its places taken by members of its club, a full one with up to 10 waiting; the sessions' counts kept with them.
 */
export async function addWeekOfBookings(db: Database): Promise<void> {
  // Never more places than the club has members: one live place per member and session.
  await db.execute(sql`
    with members as (select home_club_id as club_id, count(*)::int as count from users where role = 'member' group by 1)
    update class_sessions s
       set booked = least(s.capacity, (s.capacity * (0.3 + random()))::int, m.count),
           waitlisted = case when random() < 0.3 then (random() * 10)::int else 0 end
      from members m
     where m.club_id = s.club_id and s.starts_at between now() and now() + interval '7 days'`);
  await db.execute(sql`
    with members as (select home_club_id as club_id, count(*)::int as count from users where role = 'member' group by 1)
    update class_sessions s
       set waitlisted = case when s.booked < s.capacity then 0 else least(s.waitlisted, m.count - s.booked) end
      from members m
     where m.club_id = s.club_id and s.waitlisted > 0`);
  await db.execute(sql`
    with members as (select home_club_id as club_id, array_agg(id order by id) as ids
                       from users where role = 'member' group by home_club_id),
         sessions as (select s.*, row_number() over (partition by s.club_id order by s.starts_at) as n
                        from class_sessions s where s.booked + s.waitlisted > 0)
    insert into class_bookings (session_id, user_id, status, booked_at)
    select s.id, m.ids[1 + (s.n * 7 + j) % cardinality(m.ids)], case when j < s.booked then 'booked' else 'waitlisted' end,
           s.starts_at - interval '5 days' + j * interval '1 minute'
      from sessions s
      join members m on m.club_id = s.club_id
      cross join generate_series(0, s.booked + s.waitlisted - 1) j
     order by s.id, j`);
}

/** Member tokens for these accounts exactly as signing in issues them (the session user's claims, audience 'member'). */
export async function memberTokens(db: Database, ids: string[], jwtSecret: string): Promise<Map<string, string>> {
  const tokens = new TokenService(jwtSecret);
  const clubs = new ClubsService(new ClubsRepository(db));
  const issued = new Map<string, string>();
  for (let from = 0; from < ids.length; from += 1_000) {
    const rows = await db
      .select()
      .from(users)
      .where(inArray(users.id, ids.slice(from, from + 1_000)));
    for (const row of rows) issued.set(row.id, (await issueMemberToken(row, clubs, tokens)).token);
  }
  return issued;
}

/** Servers started on one database by `withClassServers`, and the secrets they were given. */
export interface ClassServers {
  servers: ServerProcess[];
  signingKey: string;
  jwtSecret: string;
}

/**
 * API servers (child processes, `node --import tsx apps/server/src/server.ts`) on the Postgres database at
 * `databaseUrl`, one after another (the first migrates and seeds it; the others find it done), for `measure`;
 * stopped, and their temporary DATA_DIR removed, after. They run as deployed but for what would write into the
 * bench's dataset meanwhile: no demo data (SEED_DEMO_DATA=false: no demo accounts, series or chain) and no job queue
 * (JOBS=off: the sessions-ahead job would add sessions, the reminders and notices jobs would write and send for the
 * bookings). Each request does what it does in production: signature, zod, the service, the database.
 */
export async function withClassServers<T>(
  databaseUrl: string,
  names: string[],
  measure: (started: ClassServers) => Promise<T>,
): Promise<T> {
  const signingKey = `bench-signing-key-${randomBytes(8).toString('hex')}`;
  const jwtSecret = `bench-jwt-secret-${randomBytes(16).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-classes-'));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    REQUEST_SIGNING_KEY: signingKey,
    JWT_SECRET: jwtSecret,
    SEED_DEMO_DATA: 'false',
    SEED_DEMO_CHAIN: 'false',
    JOBS: 'off',
    WEB_DIST_DIR: '/nonexistent',
  };
  const servers: ServerProcess[] = [];
  try {
    for (const name of names) servers.push(await startServerProcess({ name, entry: 'apps/server/src/server.ts', env }));
    return await measure({ servers, signingKey, jwtSecret });
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
