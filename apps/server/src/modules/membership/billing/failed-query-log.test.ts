import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { frameCard } from '../../../test/join-kit';

/** Everything the app logs in this file, one JSON line each. */
const log: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    log.push(String(chunk));
    done();
  },
});

describeEachDatabase(
  'a failed query is logged without its values',
  (ctx) => {
    it("a card insert that fails logs its SQL and reason, never the provider's card token", async () => {
      const card = await frameCard(ctx());
      // A constraint that no new row meets (this file's database only): the simplest way to make the card's insert
      // fail, as a lost connection or a broken row would. (A token whose account is gone no longer gets this far:
      // it is a 401, docs/decisions/0020.)
      await ctx().app.db.execute(
        sql`alter table payment_methods add constraint payment_methods_refused_in_test check (false) not valid`,
      );
      const token = await ctx().login(DEMO.member.email, DEMO.member.password);
      const response = await ctx().asMember(token, {
        method: 'POST',
        url: '/payment-methods/credit-card',
        payload: { ...card, billingName: 'Alex Rivera' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(card.cc_merchant_unique_id);

      const failures = log.filter((line) => JSON.parse(line).reqId === response.json().requestId);
      const failed = failures.find((line) => line.includes('insert into \\"payment_methods\\"'));
      expect(failed, failures.join('\n')).toBeDefined();
      expect(failed).toContain('payment_methods_refused_in_test');
      expect(failed).toContain('values not logged');
      expect(failed).not.toContain(card.cc_merchant_unique_id);
      expect(failed).not.toContain('Alex Rivera');
    });
  },
  {},
  { logger: { level: 'info', stream } },
);
