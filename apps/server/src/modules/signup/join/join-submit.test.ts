import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE, SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import { JOIN_MESSAGES, joinAnswerSchema } from '@gym/contracts/join';
import { formatCurrency, membershipDues } from '@gym/contracts/money';
import { TokenService } from '../../../lib/tokens';
import { describeEachDatabase } from '../../../test/app';
import { columnsContaining } from '../../../test/db-scan';
import { count, frameCard, newPayload, rows, runState, submit } from '../../../test/join-kit';
import { JOIN_ERRORS } from './join-answers';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

describeEachDatabase(
  'create-user: the join, exactly once',
  (ctx) => {
    const bodies: string[] = [];
    const create = async (payload: unknown, key: string | null, retry = false) => {
      const response = await submit(ctx(), retry ? '/api/ols/create-user-retry' : '/api/ols/create-user', payload, key);
      bodies.push(response.body);
      return response;
    };
    const db = () => ctx().app.db;
    const usersWith = (email: string) => count(db(), 'users', `lower(email) = '${email.toLowerCase()}'`);

    it('makes an active member with the membership, the card, the charge and the tracking record', async () => {
      const tracking = await ctx().signup({
        method: 'POST',
        url: '/dashboard/set-ols-tracking',
        payload: { currentPage: 'Confirm and pay', email: 'x@example.com' },
      });
      const session = tracking.json().data.session as string;
      const card = await frameCard(ctx());
      const payload = newPayload(card, { trackingSession: session });
      const key = randomUUID();
      const response = await create(payload, key);
      expect(response.statusCode).toBe(200);
      const answer = joinAnswerSchema.parse(response.json());
      const dues = membershipDues(6899);
      expect(answer).toEqual({
        success: true,
        data: {
          newUserData: {
            userId: expect.stringMatching(/^2\d{5}$/),
            totalDue: formatCurrency(dues.totalCents),
            enrollmentFee: '$68.99',
          },
          paymentDetails: expect.objectContaining({
            itemName: 'Oakland Month to Month',
            totalDue: formatCurrency(dues.totalCents),
          }),
          card: { type: 'visa', last4: '4242' },
          joinToken: expect.any(String),
        },
      });

      const [user] = await rows<Record<string, unknown>>(
        db(),
        sql`select * from users where member_number = ${Number(answer.data?.newUserData.userId)}`,
      );
      expect(user).toMatchObject({
        email: payload.email,
        role: 'member',
        member_status: 'active',
        home_club_id: '106',
        first_name: 'Robin',
        phone: '4155550100',
        emergency_contact_phone: '4155550199',
        password_hash: null,
        scan_code: expect.stringMatching(/^BFC-[0-9A-F]{12}$/),
      });
      const claims = await new TokenService(ctx().config.JWT_SECRET).verify(answer.data!.joinToken, 'join');
      expect(claims?.sub).toBe(user?.id);
      expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(7200);

      const userId = String(user?.id);
      const [membership] = await rows(db(), sql`select * from memberships where user_id = ${userId}`);
      expect(membership).toMatchObject({
        plan_id: 'oakland-monthly',
        club_id: '106',
        status: 'active',
        start_date: dues.startDate,
        end_date: null,
      });
      const [method] = await rows(db(), sql`select * from payment_methods where user_id = ${userId}`);
      expect(method).toMatchObject({
        provider_token: card.cc_merchant_unique_id,
        brand: 'visa',
        last4: '4242',
        billing_name: 'Robin Joiner',
        is_primary: true,
      });
      const [charge] = await rows(db(), sql`select * from charges where user_id = ${userId}`);
      expect(charge).toMatchObject({
        amount_cents: dues.totalCents,
        kind: 'join',
        idempotency_key: `${key}:${card.cc_merchant_unique_id}`,
      });
      const [record] = await rows(db(), sql`select current_page from signup_tracking where id = ${session}`);
      expect(record).toEqual({ current_page: 'Congratulation!' });
      expect(await runState(db(), key)).toEqual({ submissions: 1, charges: 1, providerCharges: 1, refunds: 0 });
    });

    it('answers every repeat of a succeeded run with its first answer: retry, another card, another payload', async () => {
      const card = await frameCard(ctx());
      const payload = newPayload(card);
      const key = randomUUID();
      const first = (await create(payload, key)).json();
      const strip = (body: { data: { joinToken: string } }) => ({ ...body, data: { ...body.data, joinToken: '' } });
      const other = await frameCard(ctx(), SANDBOX_TEST_CARDS.mastercard);
      for (const repeat of [
        await create(payload, key, true),
        await create(payload, key),
        await create(newPayload(other, { email: payload.email }), key, true),
        await create(newPayload(other), key),
      ]) {
        expect(repeat.statusCode).toBe(200);
        expect(strip(repeat.json())).toEqual(strip(first));
      }
      expect(await usersWith(payload.email)).toBe(1);
      expect(await runState(db(), key)).toEqual({ submissions: 1, charges: 1, providerCharges: 1, refunds: 0 });
    });

    it('a double submit in parallel makes one member and one charge, and both get the answer', async () => {
      const card = await frameCard(ctx());
      const payload = newPayload(card);
      const key = randomUUID();
      const answers = await Promise.all([create(payload, key), create(payload, key)]);
      // One may meet the other's charge in flight and answer 'still processing' (success false); a repeat with
      // the same key gets the first outcome once that charge is recorded (docs/decisions/0009).
      const [a, b] = await Promise.all(
        answers.map(async (answer) => {
          let current = answer;
          for (let repeats = 0; !current.json().success && repeats < 50; repeats += 1) {
            expect(current.json().error).toBe(JOIN_ERRORS.stillProcessing);
            await new Promise((resolve) => setTimeout(resolve, 100));
            current = await create(payload, key);
          }
          return current;
        }),
      );
      expect(a!.json().success && b!.json().success).toBe(true);
      expect(a!.json().data.newUserData).toEqual(b!.json().data.newUserData);
      expect(await usersWith(payload.email)).toBe(1);
      expect(await runState(db(), key)).toEqual({ submissions: 1, charges: 1, providerCharges: 1, refunds: 0 });
    });

    it('a declined card charges nothing and makes no member; another card on the same run then joins once', async () => {
      const declined = await frameCard(ctx(), SANDBOX_TEST_CARDS.decline);
      const payload = newPayload(declined);
      const key = randomUUID();
      const first = await create(payload, key);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: false, error: 'PAYMENT_DECLINED', message: CARD_DECLINED_MESSAGE });
      expect(await create(payload, key, true).then((r) => r.json())).toMatchObject({ error: 'PAYMENT_DECLINED' });
      expect(await usersWith(payload.email)).toBe(0);
      expect(await runState(db(), key)).toEqual({ submissions: 0, charges: 0, providerCharges: 0, refunds: 0 });

      const good = await frameCard(ctx());
      const second = await create(newPayload(good, { email: payload.email }), key);
      expect(second.json()).toMatchObject({ success: true, data: { card: { last4: '4242' } } });
      expect(await usersWith(payload.email)).toBe(1);
      expect(await runState(db(), key)).toEqual({ submissions: 1, charges: 1, providerCharges: 1, refunds: 0 });
    });

    it('a provider timeout answers "Hang tight!"; the retry finds the charge and joins once', async () => {
      const card = await frameCard(ctx(), SANDBOX_TEST_CARDS.timeout);
      const payload = newPayload(card);
      const key = randomUUID();
      const first = await create(payload, key);
      expect(first.json()).toEqual({
        success: false,
        error: 'STILL_PROCESSING',
        message: JOIN_MESSAGES.stillProcessing,
      });
      expect(await usersWith(payload.email)).toBe(0);
      expect(await count(db(), 'join_attempts', `run_key = '${key}' and status = 'pending'`)).toBe(1);

      const retry = await create(payload, key, true);
      expect(retry.json()).toMatchObject({ success: true, data: { card: { last4: '0259' } } });
      expect(await usersWith(payload.email)).toBe(1);
      expect(await runState(db(), key)).toEqual({ submissions: 1, charges: 1, providerCharges: 1, refunds: 0 });
    });

    it("answers 'Email already exist' for a taken e-mail, before charging", async () => {
      const card = await frameCard(ctx());
      const key = randomUUID();
      const response = await create(newPayload(card, { email: 'Member@Example.com' }), key);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false, error: 'EMAIL_ALREADY_EXIST', message: 'Email already exist' });
      expect(await runState(db(), key)).toEqual({ submissions: 0, charges: 0, providerCharges: 0, refunds: 0 });
    });

    describe('refusals', () => {
      it.each([
        ['without the key', null],
        ['with a key that is not a UUID', 'run-1'],
      ])('refuses a submit %s (400)', async (_label, key) => {
        const response = await create(newPayload(await frameCard(ctx())), key);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('The idempotency-key header is required: one UUID per sign-up');
      });

      it('refuses an unknown card token (400) and a person under 18 (400), charging nothing', async () => {
        const card = await frameCard(ctx());
        const unknown = await create(newPayload(card, { i4goUniqueId: 'tok_unknown_card_123' }), randomUUID());
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().message).toBe('The card was not found. Please add it again.');
        const young = await create(
          newPayload(card, { dateOfBirth: `${new Date().getFullYear() - 10}-01-01` }),
          randomUUID(),
        );
        expect(young.statusCode).toBe(400);
        expect(young.json().message).toBe('You must be 18 years or older to become a member.');
      });

      it('needs the sign-up access token', async () => {
        const response = await ctx().signed({ method: 'POST', url: '/api/ols/create-user', payload: {} });
        expect(response.statusCode).toBe(401);
      });
    });

    it('never has a card number in the database, the log or an answer', async () => {
      const numbers = Object.values(SANDBOX_TEST_CARDS).flatMap((number) => [
        number,
        number.replace(/(\d{4})(?=\d)/g, '$1 '),
      ]);
      for (const number of numbers) expect(await columnsContaining(db(), number)).toEqual([]);
      expect(await columnsContaining(db(), '4242')).toContain('"public"."payment_methods"."last4"');
      const log = logLines.join('');
      expect(log).toContain('join committed');
      expect(bodies.length).toBeGreaterThan(10);
      for (const number of numbers) {
        expect(bodies.filter((body) => body.includes(number))).toEqual([]);
        expect(log.includes(number)).toBe(false);
      }
    });
  },
  {},
  { logger: { level: 'trace', stream: logStream } },
);
