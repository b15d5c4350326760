import * as z from 'zod/mini';
import { envelope } from './errors';
import { memberNumberSchema } from './member-number';

/**
 * Managers and the director run one class session (issue 29 point 11, docs/decisions/0050): cancel it, give it a
 * substitute trainer, change its capacity, put a member on it or take one off. Each is in the audit log, and
 * everyone booked or waiting is told at once (no strike, no fee).
 */
export const SESSION_EDIT_ROLES = ['manager', 'director'] as const;

export const STAFF_CLASS_MESSAGES = {
  sessionNotFound: 'This class does not exist',
  alreadyCancelled: 'This class is already cancelled',
  started: 'This class has started: it can no longer be changed',
  notATrainer: 'Choose one of the trainers',
  sameTrainer: 'This trainer already teaches this class',
  capacityBelowBooked: 'More members are booked than that: take some off first',
  capacityAboveRoom: "The capacity can't be more than the room's",
  memberNotFound: 'Member not found',
  alreadyOn: 'This member already has a place or is waiting in this class',
  full: 'This class is full: raise its capacity first',
} as const;

export const staffSessionParamsSchema = z.object({ sessionId: z.uuid() });
export const staffSessionBookingParamsSchema = z.object({ sessionId: z.uuid(), bookingId: z.uuid() });

export const cancelSessionBodySchema = z.object({
  reason: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please say why'), z.maxLength(200, 'Please write at most 200 characters')),
});
export type CancelSessionBody = z.infer<typeof cancelSessionBodySchema>;

export const substituteBodySchema = z.object({ trainerId: z.uuid() });
export const sessionCapacityBodySchema = z.object({
  capacity: z.int().check(z.gte(1, 'Enter a capacity of at least 1'), z.lte(200, 'Enter a capacity of at most 200')),
});
export const addToSessionBodySchema = z.object({
  memberNumber: memberNumberSchema('Enter the member number', { trim: true }),
});

/** A club's trainers, for a substitution. */
export const clubTrainersSchema = z.array(z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }));
export const clubTrainersAnswerSchema = envelope(clubTrainersSchema);
