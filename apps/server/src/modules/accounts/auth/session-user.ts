import { MEMBER_TOKEN_TTL_S, type SessionUser } from '@gym/contracts/auth';
import { SESSION_VERSION_CLAIM, type TokenService } from '../../../lib/tokens';
import type { ClubsService } from '../../club/clubs';
import type { UserRow } from '../users';

/** The session user of the specification (section 3), made from the account and its favourite club. */
export async function sessionUserOf(user: UserRow, clubs: ClubsService): Promise<SessionUser> {
  const club = user.homeClubId ? await clubs.requireClub(user.homeClubId).catch(() => null) : null;
  return {
    sfId: user.id,
    idCA: String(user.memberNumber),
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    firstName: user.firstName,
    favoriteLocationName: club?.displayName ?? null,
    favoriteLocation: club?.id ?? null,
    favoriteLocationCAId: club?.id ?? null,
    memberStatus: user.memberStatus,
    scanCode: user.scanCode,
    isTrainer: user.role === 'trainer',
    isDirector: user.role === 'director',
    role: user.role,
  };
}

/**
 * A member token: the session user's claims and the account's session version, the account id as subject,
 * audience 'member', HS256. Give it the account as stored now: a version read before a change would end
 * the new token with the old ones.
 */
export async function issueMemberToken(user: UserRow, clubs: ClubsService, tokens: TokenService) {
  const sessionUser = await sessionUserOf(user, clubs);
  const claims = { ...sessionUser, [SESSION_VERSION_CLAIM]: user.sessionVersion };
  const token = await tokens.sign(claims, 'member', MEMBER_TOKEN_TTL_S, user.id);
  return { success: true as const, token, user: sessionUser };
}
