/** Fees for late cancels and no-shows, through the ledger: the front door (docs/decisions/0052). */
export { type ClassFeeKind, FeesRepository } from './fees.repository';
export { FeesService } from './fees.service';
