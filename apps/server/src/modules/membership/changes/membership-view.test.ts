import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MEMBERSHIP_MESSAGES, membershipAnswerSchema } from '@gym/contracts/membership';
import { memberDocuments, memberships, planChanges } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { newMember } from '../billing/billing-test-kit';
import { frozenMember, moveTo } from './freeze-test-kit';

const clock = new ManualClock('2026-11-24T18:00:00Z');

describeEachDatabase(
  'the membership page',
  (ctx) => {
    const view = async (token: string) => {
      const response = await ctx().asMember(token, { method: 'GET', url: '/membership' });
      expect(response.statusCode, response.body).toBe(200);
      return membershipAnswerSchema.parse(response.json()).data;
    };

    it('shows the plan, price, club, status, start, next charge and last month prepaid of a monthly membership', async () => {
      moveTo(clock, '2026-11-24');
      const member = await frozenMember(ctx(), '2026-03-15');
      await ctx()
        .app.db.update(memberships)
        .set({ lastMonthCents: 4999 })
        .where(eq(memberships.id, member.membershipId));
      expect(await view(member.token)).toMatchObject({
        id: member.membershipId,
        plan: { id: 'oakland-monthly' },
        monthly: true,
        price: { amount: '$49.99', amountCents: 4999 },
        standing: 'active',
        startDate: '2026-03-15',
        endDate: null,
        nextCharge: { date: '2026-12-01', amountCents: 4999, description: 'Monthly dues, December 2026' },
        lastMonthPrepaid: { amountCents: 4999 },
        agreementUrl: null,
        cancellation: null,
      });
    });

    it('serves the newest signed agreement as a PDF, and says when there is none', async () => {
      const member = await frozenMember(ctx(), '2026-03-15');
      const none = await ctx().asMember(member.token, { method: 'GET', url: '/membership/agreement' });
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(MEMBERSHIP_MESSAGES.noAgreement);

      const pdf = new TextEncoder().encode('%PDF-1.7 the agreement');
      const storageKey = `test/agreements/${randomUUID()}.pdf`;
      await ctx().app.storage.put(storageKey, pdf, 'application/pdf');
      await ctx()
        .app.db.insert(memberDocuments)
        .values({ userId: member.id, type: 'membership-agreement', storageKey, fileName: 'agreement.pdf' });
      expect((await view(member.token))?.agreementUrl).toBe('/membership/agreement');
      const answer = await ctx().asMember(member.token, { method: 'GET', url: '/membership/agreement' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.body).toBe('%PDF-1.7 the agreement');

      // A change's agreement signed later, but withdrawn: the one before it stays in force.
      const laterKey = `test/agreements/${randomUUID()}.pdf`;
      await ctx().app.storage.put(laterKey, new TextEncoder().encode('%PDF-1.7 withdrawn'), 'application/pdf');
      const [later] = await ctx()
        .app.db.insert(memberDocuments)
        .values({
          userId: member.id,
          type: 'membership-agreement',
          storageKey: laterKey,
          fileName: 'change.pdf',
          createdAt: new Date(Date.now() + 60_000),
        })
        .returning();
      await ctx()
        .app.db.insert(planChanges)
        .values({
          reference: `CHG-${randomUUID().slice(0, 6).toUpperCase()}`,
          membershipId: member.membershipId,
          userId: member.id,
          fromPlanId: 'oakland-monthly',
          toPlanId: 'oakland-premier',
          fromClubId: '101',
          toClubId: '101',
          fromPriceCents: 4999,
          toPriceCents: 8999,
          effectiveDate: '2026-12-01',
          status: 'withdrawn',
          agreementId: later!.id,
        });
      const stillFirst = await ctx().asMember(member.token, { method: 'GET', url: '/membership/agreement' });
      expect(stillFirst.body).toBe('%PDF-1.7 the agreement');
    });

    it('answers no membership for a member without one and for staff', async () => {
      const member = await newMember(ctx());
      expect(await view(member.token)).toBeNull();
      const staff = await ctx().login(DEMO.staff.email, DEMO.staff.password, String(DEMO.staff.memberNumber));
      expect(await view(staff)).toBeNull();
    });
  },
  {},
  { clock },
);
