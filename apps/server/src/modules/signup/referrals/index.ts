// The front door of signup/referrals: what other modules (and the app's composition) may use; the rest is internal.
export { ReferralCodeSigner } from './referral-code-signer';
export { signedReferralLink } from './referral-link';
export { ReferralsRepository } from './referrals.repository';
export { referralsRoutes } from './referrals.routes';
export { ReferralsService } from './referrals.service';
