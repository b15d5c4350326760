import * as z from 'zod/mini';

/** The largest member number there can be: users.member_number is a Postgres integer. */
export const MAX_MEMBER_NUMBER = 2_147_483_647;

const DIGITS = /^\d{1,10}$/;

/** Whether a text is a member number: digits only, no more than the largest there can be. */
export function isMemberNumber(value: string): boolean {
  return DIGITS.test(value) && Number(value) <= MAX_MEMBER_NUMBER;
}

/**
 * The member number as the wire carries it, in whichever of the specification's names a route gives it (caID,
 * caId, caid, idCA, member, memberNumber: kept at the edge, docs/decisions/0045): one rule for every route and
 * form, with the route's own message when it has one. Its form only: a number beyond the largest is answered as an
 * unknown one by the look-ups (`isMemberNumber`), as the specification's copy has it ('Referral code don't exist').
 * `trim` takes the spaces a person may type around it.
 */
export function memberNumberSchema(message?: string, options: { trim?: boolean } = {}) {
  return options.trim
    ? z.string().check(z.trim(), z.regex(DIGITS, message))
    : z.string().check(z.regex(DIGITS, message));
}
