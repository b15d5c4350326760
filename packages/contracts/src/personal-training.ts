import * as z from 'zod/mini';
import { envelope } from './errors';
import { fillTemplate } from './i18n/template';
import { hoursStretchSchema } from './trainers';

/**
 * Personal training (issue 30 points 2 to 5, docs/decisions/0053): a trainer's availability and the free slots it
 * gives, session packs bought with a saved card, and sessions booked from a pack, at a club or by video. The server
 * decides every rule; the pages only explain them.
 */

/** The member's My training page and the trainer's own, which the e-mails link to. */
export const MY_TRAINING_PATH = '/training';
export const TRAINER_TRAINING_PATH = '/trainer/training';

const PERSONAL_TRAINING_MESSAGES_INSTANT = 'Enter a date and time between 2000 and 2100';

export const SESSION_LENGTHS = [30, 60] as const;
export type SessionLength = (typeof SESSION_LENGTHS)[number];
export const SESSION_MODES = ['inPerson', 'video'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];
export const PACK_SIZES = [1, 5, 10] as const;

export const TRAINING_RULES = {
  /** Slots start on this grid from the start of the trainer's hours. */
  slotStepMinutes: 30,
  /** Cancelled more than this many hours ahead, a session goes back to its pack; later, it is used. */
  freeCancelHours: 24,
  /** A pack's sessions expire this many months after its purchase. */
  packMonths: 12,
  /** The reminder goes this many hours before the session. */
  reminderHours: 24,
  /** "Join the session" opens this many minutes before a video session starts. */
  joinMinutesBefore: 10,
} as const;

/** What a trainer sets for their own sessions, within the chain's bounds (TRAINER_SETTING_BOUNDS). */
export const trainerSettingsSchema = z.object({
  bufferMinutes: z.int().check(z.gte(0), z.lte(30)),
  noticeHours: z.int().check(z.gte(2), z.lte(72)),
  horizonDays: z.int().check(z.gte(7), z.lte(60)),
});
export type TrainerSettings = z.infer<typeof trainerSettingsSchema>;
export const DEFAULT_TRAINER_SETTINGS: TrainerSettings = { bufferMinutes: 15, noticeHours: 12, horizonDays: 21 };

export const availabilitySchema = z.object({
  settings: trainerSettingsSchema,
  weekly: z.array(hoursStretchSchema).check(z.maxLength(80)),
});
export type Availability = z.infer<typeof availabilitySchema>;
export const availabilityAnswerSchema = envelope(availabilitySchema);

/** An instant the database keeps: ISO 8601 with its offset, between 2000 and 2100. */
export const instantSchema = z.iso.datetime({ offset: true }).check(
  z.refine((value) => {
    const at = Date.parse(value);
    return Number.isFinite(at) && at >= Date.UTC(2000, 0, 1) && at < Date.UTC(2100, 0, 1);
  }, PERSONAL_TRAINING_MESSAGES_INSTANT),
);

export const timeOffBodySchema = z.object({
  startsAt: instantSchema,
  endsAt: instantSchema,
  note: z.optional(z.string().check(z.trim(), z.maxLength(120))),
});
export type TimeOffBody = z.infer<typeof timeOffBodySchema>;
export const timeOffSchema = z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string(), note: z.string() });
export type TimeOff = z.infer<typeof timeOffSchema>;
export const timeOffListAnswerSchema = envelope(z.array(timeOffSchema));
export const timeOffAnswerSchema = envelope(timeOffSchema);

export const slotsQuerySchema = z.object({
  clubId: z.string().check(z.minLength(1), z.maxLength(40)),
  minutes: z.enum(['30', '60']),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

/** The free starts of a trainer at a club, by club day, for a session of `minutes`. */
export const trainerSlotsSchema = z.object({
  trainerId: z.string(),
  clubId: z.string(),
  timeZone: z.string(),
  minutes: z.int(),
  days: z.array(z.object({ day: z.string(), starts: z.array(z.string()) })),
});
export type TrainerSlots = z.infer<typeof trainerSlotsSchema>;
export const trainerSlotsAnswerSchema = envelope(trainerSlotsSchema);

/** A pack a club sells (or its free intro session, priceCents 0, once per member). */
export const packOfferSchema = z.object({
  id: z.string(),
  clubId: z.string(),
  sessions: z.int(),
  minutes: z.int(),
  priceCents: z.int(),
  intro: z.boolean(),
});
export type PackOffer = z.infer<typeof packOfferSchema>;
export const packOffersAnswerSchema = envelope(z.array(packOfferSchema));

export const PACK_STATUSES = ['pending', 'active', 'declined'] as const;
export const packSchema = z.object({
  id: z.string(),
  clubId: z.string(),
  clubName: z.string(),
  sessions: z.int(),
  minutes: z.int(),
  priceCents: z.int(),
  intro: z.boolean(),
  status: z.enum(PACK_STATUSES),
  purchasedAt: z.string(),
  /** ISO instant: unused sessions expire then. */
  expiresAt: z.string(),
  used: z.int(),
  refunded: z.int(),
  left: z.int(),
});
export type Pack = z.infer<typeof packSchema>;
export const packAnswerSchema = envelope(packSchema);

export const buyPackBodySchema = z.object({ offerId: z.uuid(), cardId: z.optional(z.string().check(z.maxLength(64))) });
export type BuyPackBody = z.infer<typeof buyPackBodySchema>;

export const TRAINING_SESSION_STATUSES = ['booked', 'cancelled', 'attended', 'noShow'] as const;
export type TrainingSessionStatus = (typeof TRAINING_SESSION_STATUSES)[number];

export const trainingSessionSchema = z.object({
  id: z.string(),
  trainer: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  member: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  clubId: z.string(),
  clubName: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  minutes: z.int(),
  mode: z.enum(SESSION_MODES),
  status: z.enum(TRAINING_SESSION_STATUSES),
  /** Cancelled: whether the session went back to its pack. */
  returnedToPack: z.boolean(),
  /** Cancelling now returns the session to the pack (more than 24 hours ahead). */
  freeCancel: z.boolean(),
  /** A video session from 10 minutes before its start to its end: both get "Join the session". */
  joinable: z.boolean(),
  packId: z.string(),
  /** The trainer's private notes: only in the trainer's own calendar. */
  notes: z.optional(z.string()),
});
export type TrainingSession = z.infer<typeof trainingSessionSchema>;
export const trainingSessionAnswerSchema = envelope(trainingSessionSchema);
export const myTrainingSessionsAnswerSchema = envelope(z.array(trainingSessionSchema));

export const myTrainingSchema = z.object({
  packs: z.array(packSchema),
  sessions: z.array(trainingSessionSchema),
});
export type MyTraining = z.infer<typeof myTrainingSchema>;
export const myTrainingAnswerSchema = envelope(myTrainingSchema);

export const bookTrainingBodySchema = z.object({
  trainerId: z.uuid(),
  clubId: z.string().check(z.minLength(1), z.maxLength(40)),
  startsAt: instantSchema,
  minutes: z.union([z.literal(30), z.literal(60)]),
  mode: z.enum(SESSION_MODES),
});
export type BookTrainingBody = z.infer<typeof bookTrainingBodySchema>;
export const trainingSessionParamsSchema = z.object({ sessionId: z.uuid() });

/** The trainer's mark once the session has started: either uses the session. */
export const sessionAttendanceBodySchema = z.object({ attendance: z.enum(['attended', 'noShow']) });
export const sessionNotesBodySchema = z.object({ notes: z.string().check(z.maxLength(2000)) });

export const PERSONAL_TRAINING_TEMPLATES = {
  tooSoon: 'Sessions with this trainer are booked at least {hours} hours ahead',
  tooFar: 'Sessions with this trainer are booked at most {days} days ahead',
} as const;

export const PERSONAL_TRAINING_MESSAGES = {
  slotTaken: 'This time is no longer free: pick another',
  notAvailable: 'The trainer is not available at this time',
  noPack: 'You have no session left for this length at this club: buy a pack to book',
  offerNotFound: 'This pack is not offered',
  introTaken: 'You have already had your free intro session',
  sessionNotFound: 'This session does not exist',
  notBooked: 'This session is no longer booked',
  started: 'This session has started: it can no longer be cancelled',
  onlyMembers: 'Only members can book personal training',
  ownSessionsOnly: 'You can only change your own sessions',
  notStartedYet: 'Mark a session once it has started',
  tooSoon: (hours: number) => fillTemplate(PERSONAL_TRAINING_TEMPLATES.tooSoon, { hours }),
  tooFar: (days: number) => fillTemplate(PERSONAL_TRAINING_TEMPLATES.tooFar, { days }),
} as const;
