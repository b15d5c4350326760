// `npm run billing -w @gym/server -- [--date 2027-01-01] [--send-email]`: runs the billing engine for a club day,
// by hand; with --send-email also sends the billing e-mails that are due (receipts, declines, suspensions, cards).
import { parseArgs } from 'node:util';
import { count, isNull } from 'drizzle-orm';
import pino from 'pino';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { billingNotices } from '../db/schema';
import { type Clock, ManualClock, systemClock } from '../lib/clock';
import { clubDayStart, clubTodayIso, isCalendarDate } from '../lib/club-date';
import { createBillingNotices, createBillingRun } from '../modules/membership/billing-run';
import { joinReceiptOf } from '../modules/signup/join-documents';
import { billingProviderFromConfig } from '../providers/billing';
import { mailerFromConfig } from '../providers/mail';
import { storageFromConfig } from '../providers/storage';
import { openScriptDatabase } from './script-database';

const { values } = parseArgs({
  options: { date: { type: 'string' }, 'send-email': { type: 'boolean', default: false } },
});
const today = clubTodayIso();
const date = values.date ?? today;
if (!isCalendarDate(date)) {
  console.error('Usage: npm run billing -w @gym/server -- [--date YYYY-MM-DD, default today in the clubs’ time zone]');
  process.exit(2);
}

// Another day is billed as at its first minutes: what a run on that day's first hour would have done.
const clock: Clock = date === today ? systemClock : new ManualClock(new Date(clubDayStart(date).getTime() + 60_000));
const config = loadConfig();
const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
const handle = await openScriptDatabase();
try {
  await handle.migrate();
  const provider = await billingProviderFromConfig(config, { db: handle.db, logger: log });
  const run = createBillingRun({ db: handle.db, provider, clock, retryDays: config.BILLING_RETRY_DAYS, log });
  const report = await run.run();
  // The e-mails (a receipt PDF each) are the server's billing-notices job's to send, every minute: on the 1st
  // they take far longer than the run. --send-email sends them here and now.
  const sent = values['send-email'] ? await sendNotices(handle.db, clock, config, log) : null;
  const waiting = await unsentNotices(handle.db);
  console.info(
    [
      `Billing run for ${report.date} (dues for the month of ${report.period}):`,
      `  dues posted         ${report.duesPosted}`,
      `  autopay started     ${report.attemptsStarted}`,
      `  charged             ${report.charged} ($${(report.chargedCents / 100).toFixed(2)})`,
      `  declined            ${report.declined}`,
      `  waiting on provider ${report.waiting}`,
      `  memberships ended   ${report.membershipsEnded}`,
      `  card expiry notices ${report.cardNotices}`,
      ...(sent
        ? [
            `  e-mails sent        ${sent.sent}${sent.skipped ? ` (${sent.skipped} no longer needed)` : ''}`,
            ...(sent.failed ? [`  e-mails failed      ${sent.failed} (tried again by the server)`] : []),
          ]
        : []),
      `  e-mails waiting     ${waiting}${waiting ? ' (the server sends them within the minute; --send-email sends them now)' : ''}`,
    ].join('\n'),
  );
  await provider.stop?.();
} finally {
  await handle.close();
}

async function sendNotices(db: Database, clock: Clock, config: Config, log: pino.Logger) {
  const storage = await storageFromConfig(config);
  const mailer = mailerFromConfig(config, { db, storage });
  const joinReceipt = joinReceiptOf({ db, storage, config });
  const { notices } = createBillingNotices({ db, mailer, storage, clock, config, log, joinReceipt });
  return notices.sendDue().finally(async () => {
    await mailer.close();
    storage.close?.();
  });
}

async function unsentNotices(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(billingNotices).where(isNull(billingNotices.sentAt));
  return row?.n ?? 0;
}
