import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import { MEMBER_BILLING_MESSAGES } from '@gym/contracts/member-billing';
import type { BillingProvider } from '../../../providers/billing';
import { describeEachDatabase } from '../../../test/app';
import { count, rows } from '../../../test/join-kit';
import { addCard, deleteUrl, getBilling, newMember, owe, pay } from './billing-test-kit';
import { LEDGER_KEYS } from '../ledger';
import { MemberPaymentService } from './member-payment.service';
import { MemberPaymentsRepository } from './member-payments.repository';
import { reconcilePayments } from './payment-reconciler';

/** The payment attempts: one pending payment per member across instances, and recovery after a crash (0019). */
describeEachDatabase('member billing: payment attempts and their reconciler', (ctx) => {
  const db = () => ctx().app.db;
  const payments = (userId: string) => count(db(), 'charges', `user_id = '${userId}' and kind = 'payment'`);
  const ledgerPayments = (userId: string) =>
    count(db(), 'ledger_entries', `user_id = '${userId}' and kind = 'payment'`);
  const providerCharges = (userId: string) =>
    count(db(), 'billing_sandbox_charges', `idempotency_key like 'member-payment:${userId}:%'`);
  const attemptStatuses = async (userId: string) =>
    (
      await rows<{ status: string }>(
        db(),
        sql`select status from payment_attempts where user_id = ${userId} order by created_at`,
      )
    ).map((row) => row.status);

  /** Another server instance: its own service on the same database, with the given provider. */
  const instance = (
    seams: { billing?: BillingProvider; repository?: MemberPaymentsRepository; leaseMs?: number } = {},
  ) =>
    new MemberPaymentService(
      seams.billing ?? ctx().app.billing,
      seams.repository ?? new MemberPaymentsRepository(db()),
      ctx().app.log,
      { leaseMs: seams.leaseMs },
    );
  const reconcile = (options: { leaseMs?: number } = {}) =>
    reconcilePayments(
      { payments: instance(), attempts: new MemberPaymentsRepository(db()), log: ctx().app.log },
      options,
    );

  /** The app's provider with `charge` replaced. */
  const withCharge = (charge: BillingProvider['charge']): BillingProvider =>
    Object.assign(Object.create(ctx().app.billing) as BillingProvider, { charge });
  /** The process dies right after the provider charged: nothing of ours is written after the attempt. */
  const crashAfterCharge = () =>
    withCharge(async (request) => {
      await ctx().app.billing.charge(request);
      throw new Error('simulated crash after the charge');
    });
  /** The process dies before the charge reaches the provider. */
  const crashBeforeCharge = () =>
    withCharge(async () => {
      throw new Error('simulated crash before the charge');
    });

  async function debtor(cents: number) {
    const member = await newMember(ctx());
    await owe(ctx(), member.id, cents);
    await addCard(ctx(), member.token);
    return member;
  }

  it('lets one of two payments with different keys on two instances charge; the other is a 409', async () => {
    const member = await debtor(2500);
    // The first instance's provider call waits until the second instance has answered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = withCharge(async (request) => {
      await held;
      return ctx().app.billing.charge(request);
    });
    const first = instance({ billing: slow }).pay(member.id, randomUUID(), {});
    await expect.poll(() => attemptStatuses(member.id)).toEqual(['pending']);
    await expect(instance().pay(member.id, randomUUID(), {})).rejects.toMatchObject({
      code: 'CONFLICT',
      message: MEMBER_BILLING_MESSAGES.paymentInProgress,
    });
    release();
    await expect(first).resolves.toMatchObject({ amountCents: 2500 });
    expect(await providerCharges(member.id)).toBe(1);
    expect(await payments(member.id)).toBe(1);
    expect(await attemptStatuses(member.id)).toEqual(['succeeded']);
    expect((await getBilling(ctx(), member.token)).balanceData.data.balanceCents).toBe(0);
  });

  it('the reconciler records a charge a crash left unrecorded, once; the key then answers that payment', async () => {
    const member = await debtor(1800);
    const key = randomUUID();
    await expect(instance({ billing: crashAfterCharge() }).pay(member.id, key, {})).rejects.toThrow('simulated');
    expect(await providerCharges(member.id)).toBe(1);
    expect(await payments(member.id)).toBe(0);
    expect(await attemptStatuses(member.id)).toEqual(['pending']);

    // The page was reloaded: a new key while the attempt is pending charges nothing.
    const other = await pay(ctx(), member.token, randomUUID());
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(MEMBER_BILLING_MESSAGES.paymentInProgress);

    expect(await reconcile()).toEqual({ recorded: 1, settled: 0, waiting: 0 });
    expect(await reconcile()).toEqual({ recorded: 0, settled: 0, waiting: 0 });
    expect(await payments(member.id)).toBe(1);
    expect(await ledgerPayments(member.id)).toBe(1);
    expect(await providerCharges(member.id)).toBe(1);
    expect(await attemptStatuses(member.id)).toEqual(['succeeded']);
    const balance = (await getBilling(ctx(), member.token)).balanceData.data;
    expect(balance).toMatchObject({ balanceCents: 0, entries: [] });

    const repeat = await pay(ctx(), member.token, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data).toMatchObject({ amount: '$18.00', amountCents: 1800 });
    expect(await payments(member.id)).toBe(1);
    expect(await providerCharges(member.id)).toBe(1);
  });

  it('records the charge of a card deleted meanwhile with the card the attempt named', async () => {
    const member = await debtor(1200);
    const spare = await addCard(ctx(), member.token, { number: SANDBOX_TEST_CARDS.discover });
    await expect(
      instance({ billing: crashAfterCharge() }).pay(member.id, randomUUID(), { cardId: spare.i4goUniqueId }),
    ).rejects.toThrow('simulated');
    const deleted = await ctx().asMember(member.token, { method: 'DELETE', url: deleteUrl(spare.i4goUniqueId) });
    expect(deleted.statusCode).toBe(200);
    expect(await reconcile()).toMatchObject({ recorded: 1 });
    const [entry] = await rows(
      db(),
      sql`select l.description, a.card_id from ledger_entries l join charges c on c.id = l.charge_id
          join payment_attempts a on a.provider_key = c.idempotency_key where l.user_id = ${member.id}
          and l.kind = 'payment'`,
    );
    expect(entry).toEqual({ description: 'Payment, Discover ending 1117', card_id: null });
  });

  it('a repeat of the key records a charge whose commit failed, once', async () => {
    const member = await debtor(1500);
    const key = randomUUID();
    class FailingCommit extends MemberPaymentsRepository {
      override recordPayment(): never {
        throw new Error('simulated crash in the commit');
      }
    }
    await expect(instance({ repository: new FailingCommit(db()) }).pay(member.id, key, {})).rejects.toThrow(
      'simulated',
    );
    expect([await providerCharges(member.id), await payments(member.id)]).toEqual([1, 0]);

    const repeat = await pay(ctx(), member.token, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.amount).toBe('$15.00');
    expect(await payments(member.id)).toBe(1);
    expect(await ledgerPayments(member.id)).toBe(1);
    expect(await providerCharges(member.id)).toBe(1);
    expect(await attemptStatuses(member.id)).toEqual(['succeeded']);
  });

  it('marks failed a pending attempt the provider never charged, after the lease; then the member pays', async () => {
    const member = await debtor(2200);
    const key = randomUUID();
    await expect(instance({ billing: crashBeforeCharge() }).pay(member.id, key, {})).rejects.toThrow('simulated');
    expect(await attemptStatuses(member.id)).toEqual(['pending']);

    // Inside the lease it may still be in flight: it stays pending and blocks another payment.
    expect(await reconcile()).toEqual({ recorded: 0, settled: 0, waiting: 1 });
    expect((await pay(ctx(), member.token, randomUUID())).statusCode).toBe(409);

    expect(await reconcile({ leaseMs: 0 })).toEqual({ recorded: 0, settled: 1, waiting: 0 });
    const [failed] = await rows(db(), sql`select status, message from payment_attempts where user_id = ${member.id}`);
    expect(failed).toEqual({ status: 'failed', message: 'The provider made no charge.' });
    expect(await providerCharges(member.id)).toBe(0);
    expect((await getBilling(ctx(), member.token)).balanceData.data.amountDueCents).toBe(2200);

    // The page kept its key after the error: the same key is asked again and pays, once.
    const paid = await pay(ctx(), member.token, key);
    expect(paid.statusCode).toBe(200);
    expect(await attemptStatuses(member.id)).toEqual(['succeeded']);
    expect(await providerCharges(member.id)).toBe(1);
    const again = await pay(ctx(), member.token, randomUUID());
    expect(again.json().message).toBe(MEMBER_BILLING_MESSAGES.nothingDue);
  });

  it('a new payment settles an attempt left pending past its lease, then pays with its own key', async () => {
    const member = await debtor(900);
    await expect(instance({ billing: crashBeforeCharge() }).pay(member.id, randomUUID(), {})).rejects.toThrow(
      'simulated',
    );
    const key = randomUUID();
    const payment = await instance({ leaseMs: 0 }).pay(member.id, key, {});
    expect(payment).toMatchObject({ amountCents: 900 });
    expect(await attemptStatuses(member.id)).toEqual(['failed', 'succeeded']);
    expect(await providerCharges(member.id)).toBe(1);
    expect(await payments(member.id)).toBe(1);
  });

  it("keeps another member's pending payment from blocking this member, and never answers it to them", async () => {
    const stuck = await debtor(700);
    const key = randomUUID();
    await expect(instance({ billing: crashBeforeCharge() }).pay(stuck.id, key, {})).rejects.toThrow('simulated');
    const other = await debtor(700);
    // The same request key is another member's own payment (the provider key names the account).
    const paid = await pay(ctx(), other.token, key);
    expect(paid.statusCode).toBe(200);
    expect(await providerCharges(other.id)).toBe(1);
    expect(await attemptStatuses(stuck.id)).toEqual(['pending']);
    const [row] = await rows(
      db(),
      sql`select count(*)::int as n from payment_attempts where provider_key = ${LEDGER_KEYS.memberPayment(stuck.id, key)}`,
    );
    expect(row).toEqual({ n: 1 });
    await reconcile({ leaseMs: 0 });
  });
});
