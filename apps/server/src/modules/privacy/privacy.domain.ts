import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DomainRoutes } from '../../lib/domain-routes';
import type { ClassesDomain } from '../classes/classes.domain';
import type { StaffScopes } from '../staff/scope';
import type { TrainingDomain } from '../training/training.domain';
import { PrivacyExportRepository, PrivacyExportService, privacyExportRoutes } from './export';
import {
  PrivacyRequestsRepository,
  PrivacyRequestsService,
  privacyRequestRoutes,
  staffPrivacyRoutes,
} from './requests';
import { RetentionRepository, RetentionService, schedulePrivacyRetention } from './retention';

export interface PrivacyDomainDeps {
  config: Config;
  scopes: StaffScopes;
  classes: ClassesDomain;
  training: TrainingDomain;
}

/**
 * A member's privacy rights under the CPRA (docs/decisions/0054), the top domain: it reads every domain's tables
 * for the export and the anonymisation, and the staff domain's scopes and audit log for the console's side.
 * The member downloads their data and asks for deletion; managers and the director complete it; a daily job
 * deletes what abandoned sign-ups left after ABANDONED_SIGNUP_RETENTION_DAYS.
 */
export function createPrivacyDomain(app: FastifyInstance, deps: PrivacyDomainDeps) {
  const { config, scopes } = deps;
  const { db, clock, mailer, storage, log } = app;
  const exports = new PrivacyExportService({ db, repository: new PrivacyExportRepository(db), storage, clock });
  const requests = new PrivacyRequestsService({
    db,
    repository: new PrivacyRequestsRepository(db),
    scopes,
    mailer,
    storage,
    clock,
    config,
    log,
    classPlaces: deps.classes.bookings,
    trainingSessions: deps.training.sessions,
  });
  const retention = new RetentionService({
    repository: new RetentionRepository(db),
    storage,
    clock,
    retentionDays: config.ABANDONED_SIGNUP_RETENTION_DAYS,
    log,
  });
  schedulePrivacyRetention(app, retention);
  const routes: DomainRoutes = {
    member: async (scope) => {
      await scope.register(privacyExportRoutes, { exports });
      await scope.register(privacyRequestRoutes, { requests });
      await scope.register(staffPrivacyRoutes, { requests });
    },
  };
  return { routes, requests, retention };
}

export type PrivacyDomain = ReturnType<typeof createPrivacyDomain>;
