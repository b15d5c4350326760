/**
 * The whole database schema, for Drizzle (drizzle.config.ts, db/client.ts) and for the modules. Each domain keeps
 * its tables beside its modules; a schema file imports only the ones below it (club, accounts, membership, then
 * signup and realtime), so none import each other.
 * The database uses clean snake_case names; the specification's wire names
 * (clubautomationclubidC, streetC, ...) are mapped at the repository edge (decisions.md item 2).
 * Money is integer cents (decisions.md item 4).
 */
export * from '../modules/club/club.schema';
export * from '../modules/accounts/accounts.schema';
export * from '../modules/membership/visits/visits.schema';
export * from '../modules/accounts/check-in-codes/check-in-codes.schema';
export * from '../modules/membership/membership.schema';
export * from '../modules/membership/billing/billing.schema';
export * from '../modules/membership/changes/changes.schema';
export * from '../modules/membership/guest-passes/guest-passes.schema';
export * from '../modules/signup/signup.schema';
export * from '../modules/signup/join/join.schema';
export * from '../modules/realtime/realtime.schema';
export * from '../modules/classes/classes.schema';
export * from '../modules/classes/rules/class-rules.schema';
export * from '../modules/classes/fees/class-fees.schema';
export * from '../modules/training/training.schema';
export * from '../modules/staff/staff.schema';
export * from '../modules/privacy/privacy.schema';
export * from '../providers/mail/mail.schema';
export * from '../providers/billing/sandbox/sandbox.schema';
