import { CLUB_TIME_ZONE } from '@gym/contracts/constants';

/**
 * The clock a roster and the trainer's classes are read on. They carry no zone of their own and every club keeps
 * the chain's (docs/decisions/0046); the console's day list reads the schedule's own `timeZone`.
 */
export const ROSTER_TIME_ZONE = CLUB_TIME_ZONE;
