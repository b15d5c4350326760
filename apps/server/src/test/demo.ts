import { DEMO_ACCOUNTS, type AccountSeed } from '../db/seed-data/accounts';

function account(memberNumber: number): AccountSeed {
  const found = DEMO_ACCOUNTS.find((row) => row.memberNumber === memberNumber);
  if (!found) throw new Error(`no demo account ${memberNumber}`);
  return found;
}

/** The seeded demo accounts (README), by what tests use them for. Each test file's database has them fresh. */
export const DEMO = {
  member: account(100001),
  familyPrimary: account(100002),
  familyMember: account(100003),
  former: account(100004),
  trainer: account(100005),
  director: account(100006),
  staff: account(100007),
  manager: account(100009),
} as const;
