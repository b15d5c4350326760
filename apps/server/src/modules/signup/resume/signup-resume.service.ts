import { eq } from 'drizzle-orm';
import { STEP, STEP_TITLES } from '@gym/contracts/messages';
import { clubToday, personalInfoSchema } from '@gym/contracts/personal-info';
import { RESUME_MESSAGES, type ResumedSignup } from '@gym/contracts/signup-resume';
import type { UserExistence } from '@gym/contracts/signup-lookup';
import type { Database } from '../../../db/client';
import { clubs, signupTracking } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { SignupLookupService } from '../lookup';
import type { ResumeTokens } from './resume-tokens';
import { type TrackedSignup, trackedSignup } from './tracked-signup';

export interface SignupResumeDeps {
  db: Database;
  tokens: ResumeTokens;
  lookup: SignupLookupService;
  clock: Clock;
}

/**
 * Where a resumed sign-up opens: the first step whose answer is missing, else the photo, which the link never
 * carries (nor the card, asked for after it).
 */
function resumeStep(
  tracked: TrackedSignup,
  clubSlug: string | null,
  email: string | null,
  existence: UserExistence | null,
  today: Date,
): ResumedSignup['step'] {
  if (!clubSlug) return STEP.location;
  if (!tracked.planId) return STEP.membership;
  if (!email || !existence?.eligible) return STEP.email;
  const complete = personalInfoSchema(clubToday(today)).safeParse(tracked.personalInfo).success;
  return complete ? STEP.photo : STEP.personalInfo;
}

/** Redeems a follow-up reminder's link once and answers what the visitor had typed (docs/decisions/0034). */
export class SignupResumeService {
  constructor(private readonly deps: SignupResumeDeps) {}

  async resume(token: string): Promise<ResumedSignup> {
    const { db, tokens, lookup, clock } = this.deps;
    const now = clock.now();
    const redeemed = await tokens.redeem(token, now);
    if (redeemed.outcome === 'invalid') throw notFound(RESUME_MESSAGES.invalid);
    if (redeemed.outcome !== 'redeemed') throw new AppError('CONFLICT', RESUME_MESSAGES[redeemed.outcome]);

    const [row] = await db.select().from(signupTracking).where(eq(signupTracking.id, redeemed.trackingId));
    if (!row) throw notFound(RESUME_MESSAGES.invalid);
    if (row.currentPage === STEP_TITLES[STEP.congratulation]) throw new AppError('CONFLICT', RESUME_MESSAGES.finished);

    const tracked = trackedSignup(row.data);
    const [club] = tracked.clubId
      ? await db.select({ id: clubs.id, slug: clubs.slug }).from(clubs).where(eq(clubs.id, tracked.clubId))
      : [];
    const existence = row.email ? await lookup.checkUserExists(row.email) : null;
    return {
      session: row.id,
      clubSlug: club?.slug ?? null,
      clubId: club?.id ?? null,
      planId: tracked.planId,
      email: row.email,
      existence,
      personalInfo: tracked.personalInfo,
      step: resumeStep(tracked, club?.slug ?? null, row.email, existence, now),
    };
  }
}
