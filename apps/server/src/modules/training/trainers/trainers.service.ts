import type {
  CoachingLanguage,
  OwnTrainerProfile,
  Speciality,
  Trainer,
  TrainerProfileBody,
  TrainersQuery,
} from '@gym/contracts/trainers';
import { TRAINER_MESSAGES } from '@gym/contracts/trainers';
import type { Database } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { TrainerRecord, TrainersRepository } from './trainers.repository';

function toTrainer(record: TrainerRecord): Trainer {
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    bio: record.bio,
    specialities: record.specialities as Speciality[],
    certifications: record.certifications,
    languages: record.languages as CoachingLanguage[],
    clubs: record.clubs,
  };
}

/**
 * Trainers' public profiles (issue 30 point 1): listed per club and filtered by speciality and language; a trainer
 * proposes a change of their own, which members see once a manager of one of their clubs approves it.
 */
export class TrainersService {
  constructor(private readonly deps: { repository: TrainersRepository; clock: Clock }) {}

  async list(query: TrainersQuery): Promise<Trainer[]> {
    return (await this.deps.repository.list(query)).map(toTrainer);
  }

  async one(trainerId: string): Promise<Trainer> {
    return toTrainer(await this.record(trainerId));
  }

  /** The trainer, or 404 in the specification's way. */
  async record(trainerId: string): Promise<TrainerRecord> {
    const record = await this.deps.repository.one(trainerId);
    if (!record) throw notFound(TRAINER_MESSAGES.trainerNotFound);
    return record;
  }

  async own(trainerId: string): Promise<OwnTrainerProfile> {
    const record = await this.deps.repository.one(trainerId);
    if (!record) throw new AppError('FORBIDDEN', TRAINER_MESSAGES.notATrainer);
    return { trainer: toTrainer(record), pending: record.pending };
  }

  /** The trainer's change, waiting for a manager; the profile members see is unchanged until then. */
  async propose(trainerId: string, body: TrainerProfileBody): Promise<OwnTrainerProfile> {
    await this.own(trainerId);
    await this.deps.repository.propose(trainerId, body, this.deps.clock.now());
    return this.own(trainerId);
  }

  /** Trainers with a change waiting, of these clubs (all: undefined). */
  async waiting(clubIds?: readonly string[]): Promise<OwnTrainerProfile[]> {
    const records = await this.deps.repository.waiting(clubIds);
    return records.map((record) => ({ trainer: toTrainer(record), pending: record.pending }));
  }

  /** A manager's approval, in their transaction (with its audit row): the change becomes the profile. */
  async approve(tx: Database, trainerId: string): Promise<TrainerProfileBody> {
    const approved = await this.deps.repository.approve(tx, trainerId, this.deps.clock.now());
    if (!approved) throw new AppError('CONFLICT', TRAINER_MESSAGES.noChangeToApprove);
    return approved;
  }
}
