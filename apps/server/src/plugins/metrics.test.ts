import { describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestApp } from '../test/app';
import { DEMO } from '../test/demo';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** Polls until `probe` answers true, for at most `ms`. */
async function until(probe: () => Promise<boolean>, ms = 30_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return probe();
}

/** One sample's value in Prometheus' text format, or undefined when the series is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describeEachDatabase(
  'the Prometheus endpoint (GET /metrics)',
  (ctx) => {
    const scrape = async () => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
      return response.body;
    };

    it('answers only the holder of the token', async () => {
      expect((await ctx().app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await ctx().app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN.replace('0', 'x')}` },
      });
      expect(wrong.statusCode).toBe(401);
    });

    it("counts a request by its route's pattern and status, with its duration", async () => {
      const token = await ctx().login(DEMO.member.email, DEMO.member.password);
      const before = await scrape();
      const series =
        'gym_http_request_duration_seconds_count{method="GET",route="/contacts/profile",status_code="200"}';
      const count = sample(before, series) ?? 0;
      expect((await ctx().asMember(token, { method: 'GET', url: '/contacts/profile' })).statusCode).toBe(200);
      const after = await scrape();
      expect(sample(after, series)).toBe(count + 1);
      expect(
        sample(
          after,
          'gym_http_request_duration_seconds_bucket{le="10",method="GET",route="/contacts/profile",status_code="200"}',
        ),
      ).toBe(count + 1);
      // A URL's ids never become labels: an unknown path is 'unmatched'.
      await ctx().app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });
      expect(await scrape()).toMatch(/route="unmatched",status_code="404"/);
    });

    it('shows a job run, the billing run it was, and the queue by state', async () => {
      // The billing run is queued when the app starts (JOBS=on): the demo members' month is billed.
      const billed = await until(async () => {
        const text = await scrape();
        return (sample(text, 'gym_job_runs_total{queue="billing-run",outcome="completed"}') ?? 0) >= 1;
      });
      expect(billed).toBe(true);
      const text = await scrape();
      expect(sample(text, 'gym_billing_run_duration_seconds_count')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'gym_billing_memberships_total{outcome="billed"}')).toBeGreaterThan(0);
      expect(sample(text, 'gym_billing_memberships_total{outcome="charged"}')).toBeGreaterThan(0);
      expect(sample(text, 'gym_job_duration_seconds_count{queue="billing-run"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'gym_jobs{queue="billing-run",state="completed"}')).toBeGreaterThanOrEqual(1);
      // The billing run's receipts go out through the mailer, by the notices job it nudges.
      const mailed = await until(async () => (sample(await scrape(), 'gym_emails_total{outcome="sent"}') ?? 0) > 0);
      expect(mailed).toBe(true);
    });

    it("shows this instance's database pool and sockets, and the process' own figures", async () => {
      const text = await scrape();
      if (ctx().engine === 'postgres') {
        expect(sample(text, 'gym_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'gym_db_pool_waiting_requests')).toBe(0);
      }
      expect(sample(text, 'gym_realtime_sockets')).toBe(0);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    });

    it('counts a rate limit refusal by its route', async () => {
      const lookup = async () =>
        ctx().signup({ method: 'POST', url: '/api/ols/check-user-exists', payload: { email: 'someone@example.com' } });
      let refused = false;
      for (let index = 0; index < 30 && !refused; index += 1) refused = (await lookup()).statusCode === 429;
      expect(refused).toBe(true);
      expect(await scrape()).toMatch(/^gym_rate_limit_refusals_total\{limit="\/api\/ols\/check-user-exists"\} [1-9]/m);
    });
  },
  { METRICS_TOKEN: TOKEN, JOBS: 'on', SIGNUP_LOOKUP_RATE_LIMIT: '3' },
);

describe('the Prometheus endpoint without METRICS_TOKEN', () => {
  it('does not exist: a 404 like any unknown path', async () => {
    const { context, stop } = await startTestApp('pglite');
    try {
      expect((await context.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await stop();
    }
  });
});
