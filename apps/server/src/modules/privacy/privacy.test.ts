import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PRIVACY_DELETION_OUTCOME,
  PRIVACY_EXPORT_PATH,
  PRIVACY_REQUEST_PATH,
  STAFF_PRIVACY_REQUESTS_PATH,
  privacyRequestAnswerSchema,
  staffPrivacyCompleteAnswerSchema,
  staffPrivacyCompletePath,
  staffPrivacyRequestsAnswerSchema,
} from '@gym/contracts/privacy';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import {
  classSessions,
  ledgerEntries,
  messages,
  staffClubs,
  trainingPacks,
  trainingSessions,
  users,
  vaccineRecords,
} from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { TokenService } from '../../lib/tokens';
import { SAMPLE_PHOTO_JPEG, SAMPLE_SIGNATURE_PNG } from '../../providers/documents/samples';
import { type TestContext, describeEachDatabase } from '../../test/app';
import { DEMO } from '../../test/demo';
import { type FormValue, joinedMember, multipart, rows } from '../../test/join-kit';
import { readZip } from './privacy-test-kit';

// Tuesday 2 March 2027, 10 a.m. at the clubs.
const NOW = '2027-03-02T18:00:00.000Z';
const clock = new ManualClock(NOW);
const DAY_MS = 86_400_000;
const PASSWORD = 'Privacy-Test-1';

type Ctx = () => TestContext;

/** A new Oakland member who joined, uploaded a photo, signed the agreement, has a receipt, a vaccine proof and messages. */
async function memberWithEverything(ctx: Ctx) {
  const member = await joinedMember(ctx());
  const post = async (url: string, fields: Record<string, FormValue>) => {
    const form = await multipart(fields);
    const response = await ctx().signed({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${member.joinToken}` },
    });
    expect(response.statusCode).toBe(200);
  };
  const jpeg: FormValue = { bytes: SAMPLE_PHOTO_JPEG, filename: 'photo.jpg', type: 'image/jpeg' };
  const png: FormValue = { bytes: SAMPLE_SIGNATURE_PNG, filename: 'signature.png', type: 'image/png' };
  await post(`/api/ols/upload-photo?caId=${member.caId}`, { profilePicture: jpeg });
  await post('/api/ols/upload-photo/olstncdocumnetreceipt', {});
  await post('/api/ols/upload-photo/olstncdocumnetsign', {
    documentId: '3',
    useripaddress: '203.0.113.99',
    esignuser: png,
    userpic: jpeg,
    'updateOLSUserDto.FirstName': 'Robin',
  });
  const { app } = ctx();
  await app.db
    .update(users)
    .set({ passwordHash: await app.passwords.hash(PASSWORD) })
    .where(sql`${users.id} = ${member.userId}`);
  const vaccineKey = `members/${member.userId}/vaccine-${randomUUID()}.jpg`;
  await app.storage.put(vaccineKey, SAMPLE_PHOTO_JPEG, 'image/jpeg');
  await app.db
    .insert(vaccineRecords)
    .values({ userId: member.userId, storageKey: vaccineKey, contentType: 'image/jpeg' });
  const [trainer] = await rows<{ id: string }>(app.db, sql`select id from users where email = ${DEMO.trainer.email}`);
  const messagePhoto = `chat/${member.userId}/${randomUUID()}.jpg`;
  await app.storage.put(messagePhoto, SAMPLE_PHOTO_JPEG, 'image/jpeg');
  await app.db.insert(messages).values([
    { senderId: member.userId, receiverId: trainer!.id, text: 'My knee hurts after squats', photoKey: messagePhoto },
    { senderId: trainer!.id, receiverId: member.userId, text: 'Let us go easy on Thursday' },
  ]);
  // A month's dues on the account (the billing run's line): the books a deletion keeps.
  const [membership] = await rows<{ id: string }>(
    app.db,
    sql`select id from memberships where user_id = ${member.userId}`,
  );
  await app.db.insert(ledgerEntries).values({
    userId: member.userId,
    kind: 'dues',
    amountCents: 6900,
    description: 'Monthly dues, March 2027',
    membershipId: membership!.id,
    period: '2027-03-01',
  });
  const token = await ctx().login(member.email, PASSWORD);
  return { ...member, token, vaccineKey, messagePhoto };
}

async function count(ctx: Ctx, table: string, userId: string, column = 'user_id'): Promise<number> {
  const [row] = await rows<{ n: number }>(
    ctx().app.db,
    sql.raw(`select count(*)::int as n from ${table} where ${column} = '${userId}'`),
  );
  return row!.n;
}

async function audited(ctx: Ctx, action: string, subjectId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    ctx().app.db,
    sql`select count(*)::int as n from audit_events where action = ${action} and subject_id = ${subjectId}`,
  );
  return row!.n;
}

describeEachDatabase(
  'privacy rights (CPRA): export, deletion request, completion in the console',
  (ctx: Ctx) => {
    let member: Awaited<ReturnType<typeof memberWithEverything>>;
    let manager: string;
    let otherManager: string;
    let frontDesk: string;
    const requests = async (token: string) => {
      const response = await ctx().asMember(token, { method: 'GET', url: STAFF_PRIVACY_REQUESTS_PATH });
      expect(response.statusCode).toBe(200);
      return staffPrivacyRequestsAnswerSchema.parse(response.json()).data;
    };

    beforeAll(async () => {
      member = await memberWithEverything(ctx);
      manager = await ctx().login(DEMO.manager.email, DEMO.manager.password);
      frontDesk = await ctx().login(DEMO.staff.email, DEMO.staff.password);
      // A manager of Marin only (101): Oakland's member is not theirs.
      const tag = randomUUID().slice(0, 8);
      const [other] = await ctx()
        .app.db.insert(users)
        .values({
          email: `marin.manager.${tag}@example.com`,
          role: 'manager',
          memberStatus: 'active',
          firstName: 'Marin',
          lastName: 'Manager',
          homeClubId: '101',
          scanCode: `MGR-${tag}`,
        })
        .returning({ id: users.id });
      await ctx().app.db.insert(staffClubs).values({ userId: other!.id, clubId: '101' });
      const { sub: _s, exp: _e, iat: _i, aud: _a, iss: _is, ...claims } = decodeJwt(manager);
      otherManager = await new TokenService(ctx().config.JWT_SECRET).sign(claims, 'member', 3600, other!.id);
    });

    it("GET /privacy/export: a zip of data.json and the member's PDFs, photo and vaccine proof", async () => {
      const response = await ctx().asMember(member.token, { method: 'GET', url: PRIVACY_EXPORT_PATH });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toContain(`my-data-${member.caId}-2027-03-02.zip`);
      const zip = readZip(response.rawPayload);
      expect([...zip.keys()].sort()).toEqual(
        [
          'data.json',
          `documents/membership-agreement-${member.caId}.pdf`,
          `documents/receipt-${member.caId}.pdf`,
          'documents/message-photo-1.jpg',
          'documents/photo.jpg',
          'documents/signature-1.png',
          'documents/signature-photo-1.jpg',
          'documents/vaccine-record-1.jpg',
        ].sort(),
      );
      expect(zip.get(`documents/membership-agreement-${member.caId}.pdf`)!.subarray(0, 5).toString()).toBe('%PDF-');
      expect(new Uint8Array(zip.get('documents/photo.jpg')!)).toEqual(SAMPLE_PHOTO_JPEG);
      const data = JSON.parse(zip.get('data.json')!.toString('utf8'));
      expect(data.exportedAt).toBe(NOW);
      expect(data.profile).toMatchObject({
        memberNumber: Number(member.caId),
        email: member.email,
        firstName: 'Robin',
        lastName: 'Joiner',
        birthday: '1990-12-10',
        address: '1 Market Street',
        emergencyContactName: 'Sam Joiner',
        homeClubId: '106',
        photo: 'documents/photo.jpg',
      });
      expect(data.profile).not.toHaveProperty('passwordHash');
      expect(data.memberships).toHaveLength(1);
      expect(data.memberships[0]).toMatchObject({ planId: 'oakland-monthly', clubId: '106', status: 'active' });
      expect(data.payments.charges).toHaveLength(1);
      expect(data.payments.charges[0]).toMatchObject({ kind: 'join' });
      expect(data.payments.charges[0]).not.toHaveProperty('idempotencyKey');
      expect(data.payments.cards).toEqual([expect.objectContaining({ billingName: 'Robin Joiner' })]);
      expect(data.payments.cards[0]).not.toHaveProperty('providerToken');
      expect(data.messages.map((m: { direction: string; text: string }) => [m.direction, m.text])).toEqual([
        ['sent', 'My knee hurts after squats'],
        ['received', 'Let us go easy on Thursday'],
      ]);
      expect(data.vaccineRecords).toEqual([
        expect.objectContaining({ status: 'pending', file: 'documents/vaccine-record-1.jpg' }),
      ]);
      expect(data.eSignatures).toEqual([
        expect.objectContaining({
          documentId: 3,
          ipAddress: '127.0.0.1',
          signature: 'documents/signature-1.png',
          photo: 'documents/signature-photo-1.jpg',
        }),
      ]);
      expect(new Uint8Array(zip.get('documents/signature-1.png')!)).toEqual(SAMPLE_SIGNATURE_PNG);
      expect(data.documents.map((d: { type: string; file: string }) => [d.type, d.file]).sort()).toEqual(
        [
          ['membership-agreement', `documents/membership-agreement-${member.caId}.pdf`],
          ['receipt', `documents/receipt-${member.caId}.pdf`],
        ].sort(),
      );
      for (const key of ['membershipChanges', 'visits', 'classBookings', 'training', 'guestPasses', 'privacyRequests'])
        expect(data).toHaveProperty(key);
      // The disclosure is on record, by the member.
      expect(await audited(ctx, 'privacy.export', member.userId)).toBe(1);
    });

    it('the export is for a member account: a trainer is refused', async () => {
      const trainer = await ctx().login(DEMO.trainer.email, DEMO.trainer.password);
      const response = await ctx().asMember(trainer, { method: 'GET', url: PRIVACY_EXPORT_PATH });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only a member account can ask for its data or its deletion');
    });

    it('POST /privacy/deletion-request: recorded once, due in 45 days, the member e-mailed once', async () => {
      const none = await ctx().asMember(member.token, { method: 'GET', url: PRIVACY_REQUEST_PATH });
      expect(privacyRequestAnswerSchema.parse(none.json()).data).toBeNull();
      const first = privacyRequestAnswerSchema.parse(
        (await ctx().asMember(member.token, { method: 'POST', url: PRIVACY_REQUEST_PATH })).json(),
      ).data!;
      expect(first).toMatchObject({ kind: 'deletion', receivedAt: NOW, completedAt: null });
      expect(new Date(first.dueAt).getTime() - new Date(first.receivedAt).getTime()).toBe(45 * DAY_MS);
      expect(first.dueAt).toBe('2027-04-16T18:00:00.000Z');
      const again = privacyRequestAnswerSchema.parse(
        (await ctx().asMember(member.token, { method: 'POST', url: PRIVACY_REQUEST_PATH })).json(),
      ).data!;
      expect(again).toEqual(first);
      expect(await count(ctx, 'privacy_requests', member.userId)).toBe(1);
      const mails = (
        await ctx().app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(member.email)}` })
      ).json().messages as { subject: string; text: string }[];
      const received = mails.filter((mail) => mail.subject.includes('delete your account'));
      expect(received.map((mail) => mail.subject)).toEqual([
        'Bay Fit Clubs: we received your request to delete your account',
      ]);
      expect(received[0]!.text).toContain('We will complete it by April 16, 2027, within the 45 days');
      expect(received[0]!.text).toContain('payments and your signed membership agreement for 7 years');
    });

    it("the console: Oakland's manager sees it with 45 days left; Marin's manager and the front desk do not", async () => {
      const list = await requests(manager);
      const mine = list.open.find((row) => row.memberId === member.userId);
      expect(mine).toMatchObject({
        memberName: 'Robin Joiner',
        memberNumber: Number(member.caId),
        clubId: '106',
        daysLeft: 45,
        completedAt: null,
      });
      const director = await ctx().login(DEMO.director.email, DEMO.director.password);
      expect((await requests(director)).open.map((row) => row.id)).toContain(mine!.id);
      expect((await requests(otherManager)).open.map((row) => row.id)).not.toContain(mine!.id);
      const refused = await ctx().asMember(otherManager, { method: 'POST', url: staffPrivacyCompletePath(mine!.id) });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('This privacy request does not exist');
      const desk = await ctx().asMember(frontDesk, { method: 'GET', url: STAFF_PRIVACY_REQUESTS_PATH });
      expect(desk.statusCode).toBe(403);
      expect(
        (await ctx().asMember(frontDesk, { method: 'POST', url: staffPrivacyCompletePath(mine!.id) })).statusCode,
      ).toBe(403);
      expect(await audited(ctx, 'privacy.deletion-completed', member.userId)).toBe(0);
    });

    let classSessionId: string;
    let waiting: { id: string; token: string };
    let trainingSessionId: string;
    it('(before completing) the member has a class place with someone waiting behind, and a training session ahead', async () => {
      const { db } = ctx().app;
      const [room] = await rows<{ id: string }>(db, sql`select id from rooms where club_id = '106' limit 1`);
      const [type] = await rows<{ id: string }>(db, sql`select id from class_types limit 1`);
      const [trainer] = await rows<{ id: string }>(db, sql`select id from users where email = ${DEMO.trainer.email}`);
      const starts = new Date(new Date(NOW).getTime() + 5 * DAY_MS + 3_600_000);
      const [session] = await db
        .insert(classSessions)
        .values({
          clubId: '106',
          roomId: room!.id,
          classTypeId: type!.id,
          trainerId: trainer!.id,
          day: '2027-03-07',
          startsAt: starts,
          endsAt: new Date(starts.getTime() + 45 * 60_000),
          capacity: 1,
        })
        .returning();
      classSessionId = session!.id;
      const book = (token: string) =>
        ctx().asMember(token, {
          method: 'POST',
          url: '/classes/bookings',
          payload: { sessionId: classSessionId, joinWaitlist: true },
        });
      expect((await book(member.token)).statusCode).toBe(201);
      const other = await joinedMember(ctx());
      const { sub: _s, exp: _e, iat: _i, aud: _a, iss: _is, ...claims } = decodeJwt(member.token);
      waiting = {
        id: other.userId,
        token: await new TokenService(ctx().config.JWT_SECRET).sign(claims, 'member', 3600, other.userId),
      };
      expect((await book(waiting.token)).statusCode).toBe(201);
      const [place] = await rows<{ status: string }>(
        db,
        sql`select status from class_bookings where session_id = ${classSessionId} and user_id = ${waiting.id}`,
      );
      expect(place!.status).toBe('waitlisted');

      const [offer] = await rows<{ id: string; sessions: number; minutes: number; price_cents: number }>(
        db,
        sql`select id, sessions, minutes, price_cents from training_offers where club_id = '106' and not intro limit 1`,
      );
      const [pack] = await db
        .insert(trainingPacks)
        .values({
          userId: member.userId,
          clubId: '106',
          offerId: offer!.id,
          sessions: offer!.sessions,
          minutes: offer!.minutes,
          priceCents: offer!.price_cents,
          status: 'active',
          requestKey: randomUUID(),
          purchasedAt: new Date(NOW),
          expiresAt: new Date(new Date(NOW).getTime() + 365 * DAY_MS),
          used: 1,
        })
        .returning();
      const trainingStart = new Date(new Date(NOW).getTime() + 9 * DAY_MS + 7 * 3_600_000);
      const [training] = await db
        .insert(trainingSessions)
        .values({
          trainerId: trainer!.id,
          userId: member.userId,
          clubId: '106',
          packId: pack!.id,
          startsAt: trainingStart,
          endsAt: new Date(trainingStart.getTime() + offer!.minutes * 60_000),
          blockedUntil: new Date(trainingStart.getTime() + (offer!.minutes + 15) * 60_000),
          minutes: offer!.minutes,
          mode: 'inPerson',
        })
        .returning();
      trainingSessionId = training!.id;
    });

    it('completing it anonymises the account and keeps exactly the payments, the ledger and the signed agreement', async () => {
      const { db, storage } = ctx().app;
      const [request] = await rows<{ id: string }>(
        db,
        sql`select id from privacy_requests where user_id = ${member.userId}`,
      );
      const kept = async () => ({
        charges: await count(ctx, 'charges', member.userId),
        ledger: await count(ctx, 'ledger_entries', member.userId),
        documents: await count(ctx, 'member_documents', member.userId),
        memberships: await count(ctx, 'memberships', member.userId),
        signatures: await count(ctx, 'e_signatures', member.userId),
      });
      const before = await kept();
      expect(before.charges).toBeGreaterThan(0);
      expect(before.ledger).toBeGreaterThan(0);
      expect(before.documents).toBe(2);
      const [photo] = await rows<{ photo_key: string }>(
        db,
        sql`select photo_key from users where id = ${member.userId}`,
      );
      const [agreement] = await rows<{ storage_key: string }>(
        db,
        sql`select storage_key from member_documents where user_id = ${member.userId} and type = 'membership-agreement'`,
      );

      clock.set(new Date(new Date(NOW).getTime() + 3 * DAY_MS));
      try {
        // Two managers at once (two instances): one completion, one audit row.
        const [one, two] = await Promise.all([
          ctx().asMember(manager, { method: 'POST', url: staffPrivacyCompletePath(request!.id) }),
          ctx().asMember(manager, { method: 'POST', url: staffPrivacyCompletePath(request!.id) }),
        ]);
        expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
        const done = staffPrivacyCompleteAnswerSchema.parse(one.json()).data;
        expect(done).toMatchObject({
          completedAt: '2027-03-05T18:00:00.000Z',
          completedByName: 'Avery Santos',
          daysLeft: null,
          outcome: PRIVACY_DELETION_OUTCOME,
          memberName: 'Robin Joiner',
        });
        expect(staffPrivacyCompleteAnswerSchema.parse(two.json()).data).toEqual(done);
        // A third time, later: nothing changes.
        clock.set(new Date(new Date(NOW).getTime() + 4 * DAY_MS));
        const third = await ctx().asMember(manager, { method: 'POST', url: staffPrivacyCompletePath(request!.id) });
        expect(staffPrivacyCompleteAnswerSchema.parse(third.json()).data).toEqual(done);
      } finally {
        clock.set(NOW);
      }
      const audits = await rows<{ actor_id: string; reason: string; club_id: string }>(
        db,
        sql`select actor_id, reason, club_id from audit_events where action = 'privacy.deletion-completed' and subject_id = ${member.userId}`,
      );
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ reason: PRIVACY_DELETION_OUTCOME, club_id: '106' });

      // Kept: the books and the signed agreement (its file too).
      expect(await kept()).toEqual(before);
      expect(await storage.get(agreement!.storage_key)).not.toBeNull();
      // Removed: the person.
      const [account] = await rows<Record<string, unknown>>(db, sql`select * from users where id = ${member.userId}`);
      expect(account).toMatchObject({
        email: `deleted-${member.caId}@deleted.invalid`,
        first_name: 'Deleted',
        last_name: 'member',
        birthday: null,
        phone: null,
        address: null,
        city: null,
        zip: null,
        emergency_contact_name: null,
        emergency_contact_phone: null,
        photo_key: null,
        password_hash: null,
        member_status: 'former',
      });
      expect(await storage.get(photo!.photo_key)).toBeNull();
      expect(await storage.get(member.vaccineKey)).toBeNull();
      expect(await storage.get(member.messagePhoto)).toBeNull();
      expect(await count(ctx, 'vaccine_records', member.userId)).toBe(0);
      expect(await count(ctx, 'payment_methods', member.userId)).toBe(0);
      const texts = await rows<{ text: string; photo_key: string | null }>(
        db,
        sql`select text, photo_key from messages where sender_id = ${member.userId} or receiver_id = ${member.userId}`,
      );
      expect(texts).toEqual([
        { text: '', photo_key: null },
        { text: '', photo_key: null },
      ]);
      const [signature] = await rows<{ audit: unknown; photo_key: string | null }>(
        db,
        sql`select audit, photo_key from e_signatures where user_id = ${member.userId}`,
      );
      expect(signature).toEqual({ audit: null, photo_key: null });
      // No further charges: the membership ended on the day, and no card is left.
      const memberships = await rows<{ status: string; end_date: string }>(
        db,
        sql`select status, end_date::text from memberships where user_id = ${member.userId}`,
      );
      expect(memberships).toEqual([{ status: 'ended', end_date: '2027-03-05' }]);
      // Their class place went to the one waiting; their training session is cancelled, back in the pack.
      const places = await rows<{ user_id: string; status: string; ended_by: string | null }>(
        db,
        sql`select user_id, status, ended_by from class_bookings where session_id = ${classSessionId} order by queue`,
      );
      expect(places).toEqual([
        { user_id: member.userId, status: 'cancelled', ended_by: 'club' },
        { user_id: waiting.id, status: 'booked', ended_by: null },
      ]);
      const [training] = await rows<{ status: string; returned_to_pack: boolean; used: number }>(
        db,
        sql`select s.status, s.returned_to_pack, p.used from training_sessions s join training_packs p on p.id = s.pack_id
          where s.id = ${trainingSessionId}`,
      );
      expect(training).toEqual({ status: 'cancelled', returned_to_pack: true, used: 0 });
      const [join] = await rows<{ answer: unknown }>(
        db,
        sql`select answer from join_submissions where user_id = ${member.userId}`,
      );
      expect(join!.answer).toBeNull();
      const attempts = await rows<{ payload: unknown }>(
        db,
        sql`select a.payload from join_attempts a join join_submissions s using (run_key) where s.user_id = ${member.userId}`,
      );
      expect(attempts.map((row) => row.payload)).toEqual([{}]);
    });

    it('the member can no longer sign in, and their token no longer works', async () => {
      const signIn = await ctx().signed({
        method: 'POST',
        url: '/auth',
        payload: { email: member.email, password: PASSWORD },
      });
      expect(signIn.statusCode).toBe(404);
      expect(signIn.json().message).toBe(LOGIN_MESSAGES.incorrect);
      const old = await ctx().asMember(member.token, { method: 'GET', url: PRIVACY_REQUEST_PATH });
      expect(old.statusCode).toBe(401);
    });

    it('the console lists it as completed, with who completed it', async () => {
      const list = await requests(manager);
      expect(list.open.map((row) => row.memberId)).not.toContain(member.userId);
      expect(list.completed.find((row) => row.memberId === member.userId)).toMatchObject({
        completedByName: 'Avery Santos',
        outcome: PRIVACY_DELETION_OUTCOME,
      });
    });

    describe('scope on an unknown request', () => {
      it('is a 404', async () => {
        const response = await ctx().asMember(manager, { method: 'POST', url: staffPrivacyCompletePath(randomUUID()) });
        expect(response.statusCode).toBe(404);
      });
    });
  },
  {},
  { clock },
);
