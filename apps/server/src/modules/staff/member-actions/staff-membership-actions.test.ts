import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { FREEZE_MESSAGES } from '@gym/contracts/membership-freeze';
import { MEMBERSHIP_MESSAGES } from '@gym/contracts/membership';
import {
  STAFF_ACTION_MESSAGES,
  staffCancellationAnswerSchema,
  staffFreezeAnswerSchema,
} from '@gym/contracts/staff-member-actions';
import { memberships } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { describeEachDatabase } from '../../../test/app';
import { freezeStatus, moveTo, noticesOf } from '../../membership/changes/freeze-test-kit';
import { MARIN, OAKLAND, act, auditsOf, footprint, payingMember, signIns } from './member-actions-test-kit';

const clock = new ManualClock('2026-11-24T18:00:00Z');

describeEachDatabase(
  'staff: freezing or cancelling on the member’s behalf',
  (ctx) => {
    const freeze = (token: string, memberId: string, payload: object) => act(ctx, token, memberId, 'freeze', payload);
    const cancel = (token: string, memberId: string, payload: object) =>
      act(ctx, token, memberId, 'cancellation', payload);

    it('a manager freezes an Oakland member by the member’s rules: the freeze, their e-mail and the audit row', async () => {
      moveTo(clock, '2026-11-24');
      const { manager } = await signIns(ctx);
      const member = await payingMember(ctx, OAKLAND);
      const response = await freeze(manager, member.id, { months: 2, reason: 'Knee surgery, doctor’s note seen' });
      expect(response.statusCode, response.body).toBe(200);
      const answer = staffFreezeAnswerSchema.parse(response.json());
      expect(answer).toMatchObject({
        message: STAFF_ACTION_MESSAGES.frozen(answer.data.reference),
        data: { firstPeriod: '2026-12-01', lastPeriod: '2027-01-01', months: 2, resumesOn: '2027-02-01' },
      });
      // The member's own view shows it, and their confirmation is on its way as if they had asked.
      expect((await freezeStatus(ctx(), member.token)).freeze).toMatchObject({ reference: answer.data.reference });
      expect((await noticesOf(ctx(), member.id)).map((notice) => notice.kind)).toContain('freeze');
      expect(await auditsOf(ctx, member.id)).toMatchObject([
        {
          action: 'member.frozen',
          clubId: OAKLAND,
          reason: 'Knee surgery, doctor’s note seen',
          before: { membershipId: member.membershipId, freeze: null },
          after: { reference: answer.data.reference, months: 2, firstPeriod: '2026-12-01', lastPeriod: '2027-01-01' },
        },
      ]);

      // The same rules: a second freeze is refused with the member's reason, and leaves no audit row.
      const again = await freeze(manager, member.id, { months: 1, reason: 'Again' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: FREEZE_MESSAGES.alreadyFrozen });
      expect(await auditsOf(ctx, member.id)).toHaveLength(1);
    });

    it('refuses to freeze a past-due membership, as the member’s own freeze does, writing nothing', async () => {
      moveTo(clock, '2026-11-24');
      const { director } = await signIns(ctx);
      const member = await payingMember(ctx, MARIN);
      await ctx()
        .app.db.update(memberships)
        .set({ billingStatus: 'past_due', pastDueSince: '2026-11-01' })
        .where(eq(memberships.id, member.membershipId));
      const before = await footprint(ctx, member.id);
      const response = await freeze(director, member.id, { months: 1, reason: 'Travel' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: FREEZE_MESSAGES.pastDue });
      expect(await footprint(ctx, member.id)).toEqual(before);
    });

    it('the director cancels on the member’s behalf: notice given today, the member’s e-mail, the audit row', async () => {
      moveTo(clock, '2026-11-24');
      const { director } = await signIns(ctx);
      const member = await payingMember(ctx, MARIN);
      const response = await cancel(director, member.id, { reason: 'Moving to Seattle, asked at the desk' });
      expect(response.statusCode, response.body).toBe(200);
      const answer = staffCancellationAnswerSchema.parse(response.json());
      expect(answer).toMatchObject({
        message: STAFF_ACTION_MESSAGES.cancelled(answer.data.reference),
        data: { noticeDate: '2026-11-24', lastDay: '2026-12-31', coolingOff: false, withdrawable: true },
      });
      expect((await noticesOf(ctx(), member.id)).map((notice) => notice.kind)).toContain('cancellation');
      expect(await auditsOf(ctx, member.id)).toMatchObject([
        {
          action: 'member.cancelled',
          clubId: MARIN,
          reason: 'Moving to Seattle, asked at the desk',
          before: { membershipId: member.membershipId, status: 'active', endDate: null },
          after: { reference: answer.data.reference, lastDay: '2026-12-31', coolingOff: false },
        },
      ]);
      const again = await cancel(director, member.id, { reason: 'Twice' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: MEMBERSHIP_MESSAGES.alreadyCancelling });
      expect(await auditsOf(ctx, member.id)).toHaveLength(1);
    });

    it('is refused for the front desk, another club’s manager and a member, and without a reason: nothing written', async () => {
      moveTo(clock, '2026-11-24');
      const tokens = await signIns(ctx);
      const marin = await payingMember(ctx, MARIN);
      const before = await footprint(ctx, marin.id);
      for (const [token, status] of [
        [tokens.desk, 403],
        [tokens.member, 403],
        [tokens.manager, 404],
      ] as const) {
        expect((await freeze(token, marin.id, { months: 1, reason: 'Travel' })).statusCode).toBe(status);
        expect((await cancel(token, marin.id, { reason: 'Moving' })).statusCode).toBe(status);
      }
      expect((await freeze(tokens.director, marin.id, { months: 1 })).statusCode).toBe(400);
      expect((await cancel(tokens.director, marin.id, { reason: ' ' })).statusCode).toBe(400);
      expect(await footprint(ctx, marin.id)).toEqual(before);
    });
  },
  {},
  { clock },
);
