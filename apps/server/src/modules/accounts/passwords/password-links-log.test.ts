import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/app';
import { DEMO_ACCOUNTS } from '../../../db/seed-data/accounts';

/** Everything the app logs in this file, one JSON line each. */
const log: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    log.push(String(chunk));
    done();
  },
});

/** The second former member: this file changes nobody else's password. */
const LAPSED = DEMO_ACCOUNTS.find((account) => account.memberNumber === 100008)!;

describeEachDatabase(
  'password links are not written to the request log',
  (ctx) => {
    it('opening a reset link logs the page without its token, and the link still works', async () => {
      const asked = await ctx().signed({
        method: 'POST',
        url: '/auth/request_reset_password',
        payload: { email: LAPSED.email },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const mail = await ctx().app.inject({ method: 'GET', url: `/dev/mail.json?to=${LAPSED.email}` });
      const [newest] = mail.json<{ messages: { text: string }[] }>().messages;
      const link = new URL(/^(\S+\/new_password\?token=\S+)$/m.exec(newest!.text)![1]!);
      const token = link.searchParams.get('token')!;

      // The browser opens the e-mailed link: the SPA's page, with the token in its query.
      await ctx().app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });

      const lines = log.join('');
      expect(lines).toContain('/new_password');
      expect(lines).not.toContain(token);
      expect(lines).not.toContain(encodeURIComponent(token));

      const reset = await ctx().signed({
        method: 'POST',
        url: '/auth/reset_password',
        payload: { resetToken: token, password: 'Lapsed456!' },
      });
      expect(reset.json()).toEqual({ success: true });
    });
  },
  {},
  { logger: { level: 'info', stream } },
);
