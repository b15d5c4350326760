// The front door of staff/referral-links: what other modules (and the app's composition) may use; the rest is internal.
export { ReferralLinksRepository } from './referral-links.repository';
export { referralLinksRoutes } from './referral-links.routes';
export { ReferralLinksService } from './referral-links.service';
