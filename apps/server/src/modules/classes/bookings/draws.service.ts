import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { DrawsRepository } from './draws.repository';

export const CLASS_DRAWS_JOB = 'class-draws';

/**
 * The fair opening (issue 29 point 7, docs/decisions/0050): when a popular class's first 15 minutes of booking
 * end, its requests are drawn by lot with a fresh random seed that is recorded with the order, each session in a
 * transaction of its own, once whatever instances run the job; everyone is told the result.
 */
export class DrawsService {
  constructor(private readonly deps: { db: Database; repository: DrawsRepository; clock: Clock; notify: () => void }) {}

  async drawDue(): Promise<number> {
    const now = this.deps.clock.now();
    let drawn = 0;
    for (const sessionId of await this.deps.repository.due(now)) {
      const seed = randomBytes(16).toString('hex');
      const result = await this.deps.db.transaction((tx) => this.deps.repository.draw(tx, sessionId, seed, now));
      if (result) drawn += 1;
    }
    if (drawn > 0) this.deps.notify();
    return drawn;
  }
}

/** Draws every minute, on one instance at a time (and once per session on any number). */
export function scheduleClassDraws(app: FastifyInstance, draws: DrawsService): void {
  app.jobs.define({ name: CLASS_DRAWS_JOB, cron: '* * * * *', handler: () => draws.drawDue() });
}
