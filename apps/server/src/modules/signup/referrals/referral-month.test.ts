import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/app';
import { ClubsRepository, ClubsService } from '../../club/clubs';
import { PlansRepository, PlansService } from '../../club/plans';
import { SiteTextsRepository } from '../../club/site-texts/site-texts.repository';
import { UsersRepository } from '../../accounts/users/users.repository';
import { ReferralCodeSigner } from './referral-code-signer';
import { ReferralsRepository } from './referrals.repository';
import { ReferralsService } from './referrals.service';

/** The month rule with the clubs' date fixed, so that month ends are tested on any day. */
describeEachDatabase('referral codes at the turn of a month', (ctx) => {
  const codes = () => new ReferralCodeSigner(ctx().config.JWT_SECRET);
  const service = (today: string) => {
    const db = ctx().app.db;
    return new ReferralsService({
      codes: codes(),
      users: new UsersRepository(db),
      plans: new PlansService(new PlansRepository(db), new ClubsService(new ClubsRepository(db))),
      referrals: new ReferralsRepository(db),
      texts: new SiteTextsRepository(db),
      today: () => today,
    });
  };
  const codeOf = (date: string) => codes().encode({ memberNumber: '100001', planId: 'marin-monthly', date });

  it.each([
    ['2025-03-31', '2025-03-01', false],
    ['2025-03-01', '2025-03-31', false],
    ['2025-03-01', '2025-02-28', true],
    ['2025-03-31', '2025-04-01', true],
    ['2026-01-01', '2025-12-31', true],
    ['2024-02-29', '2024-02-01', false],
  ])('on %s a code dated %s is refused: %s', async (today, date, refused) => {
    const answer = await service(today).checkCode('marin-monthly', codeOf(date));
    if (refused) expect(answer).toEqual({ error: true, message: "Referral code don't available" });
    else expect(answer).toMatchObject({ error: false, data: { plan: 'marin-monthly', clubSfId: '101' } });
  });
});
