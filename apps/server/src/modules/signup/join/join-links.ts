import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { paymentMethods, referrals, users } from '../../../db/schema';
import { isActiveMember } from '../../accounts/users';
import type { JoinPayload } from './join-payload';
import type { AttemptCard } from './join-submissions.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The card paid with becomes the member's primary card (the provider's token, never the number). */
export async function savePaymentMethod(tx: Database, userId: string, token: string, card: AttemptCard) {
  await tx.update(paymentMethods).set({ isPrimary: false }).where(eq(paymentMethods.userId, userId));
  const values = {
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    billingName: card.billingName,
    nickname: card.nickname,
    isPrimary: true,
  };
  await tx
    .insert(paymentMethods)
    .values({ userId, providerToken: token, ...values })
    .onConflictDoUpdate({ target: [paymentMethods.userId, paymentMethods.providerToken], set: values });
}

/**
 * A join through a referral link (docs/decisions/0006): the referral row the link made (its id travels as
 * hubspotreferralbyid) gets the new member; without one, a row is added. Only an active member other than the
 * new member refers; anything else is ignored, as a referral gives nothing yet.
 */
export async function linkReferral(tx: Database, userId: string, body: JoinPayload['body']) {
  const number = body.referredByCaId?.trim();
  if (!number || !/^\d{1,9}$/.test(number)) return;
  const [referrer] = await tx
    .select()
    .from(users)
    .where(eq(users.memberNumber, Number(number)));
  if (!referrer || referrer.id === userId || !isActiveMember(referrer)) return;
  const referralId = body.hubspotreferralbyid?.trim();
  if (referralId && UUID.test(referralId)) {
    const linked = await tx
      .update(referrals)
      .set({ referredUserId: userId })
      .where(
        and(eq(referrals.id, referralId), eq(referrals.referrerUserId, referrer.id), isNull(referrals.referredUserId)),
      )
      .returning({ id: referrals.id });
    if (linked.length > 0) return;
  }
  await tx.insert(referrals).values({ referrerUserId: referrer.id, referredUserId: userId });
}
