import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { TokenService } from '../../lib/tokens';
import { describeEachDatabase } from '../../test/app';
import { frameCard } from '../../test/join-kit';

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
      // A valid member token whose account is not in the database: the simplest way to make the card's insert
      // fail (its foreign key), as a lost connection or a constraint would.
      const token = await new TokenService(ctx().config.JWT_SECRET).sign(
        { role: 'member', idCA: '1' },
        'member',
        600,
        randomUUID(),
      );
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
      expect(failed).toContain('payment_methods_user_id_users_id_fk');
      expect(failed).toContain('values not logged');
      expect(failed).not.toContain(card.cc_merchant_unique_id);
      expect(failed).not.toContain('Alex Rivera');
    });
  },
  {},
  { logger: { level: 'info', stream } },
);
