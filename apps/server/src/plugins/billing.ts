import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { seedDemoChain } from '../db/demo-chain/seed-demo-chain';
import { seedDemoBilling } from '../db/seed-demo-billing';
import { type BillingProvider, SandboxBillingProvider, billingProviderFromConfig } from '../providers/billing';

declare module 'fastify' {
  interface FastifyInstance {
    /** The billing provider (providers/billing, docs/decisions/0007). */
    billing: BillingProvider;
    /** The card frame's origin: where the provider's card page is, once the app listens. */
    readonly billingOrigin: string;
    /** The origins the app's pages are served from: APP_ORIGINS, plus the real ones once it listens. */
    appOrigins: ReadonlySet<string>;
  }
}

/** The origins a browser reaches the app at when it is bound to this address. */
export function listenOrigins(address: AddressInfo): string[] {
  const { address: host, port } = address;
  const hosts =
    host === '0.0.0.0' || host === '::' || host === '127.0.0.1'
      ? ['localhost', '127.0.0.1']
      : host === '::1'
        ? ['localhost', '[::1]']
        : [host.includes(':') ? `[${host}]` : host];
  // As a browser spells it (no :80).
  return hosts.map((name) => new URL(`http://${name}:${port}`).origin);
}

/**
 * app.billing, app.billingOrigin and app.appOrigins. A provider that runs in-process (the sandbox) starts
 * when the app listens, so that anything calling app.listen (server.ts, the e2e setup) gets its card page,
 * and stops when the app closes. The app then also knows its real origins (port 0 in tests) and tells the
 * provider. Requests that arrive while the provider is starting wait for it, so the first page already
 * carries the frame's real origin.
 */
export const billingPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const provider = await billingProviderFromConfig(config, { db: app.db, logger: app.log });
    const appOrigins = new Set(config.APP_ORIGINS);
    let starting: Promise<void> | null = null;

    // The demo member's balance and saved card (db/seed-demo-billing.ts): the card must be one the sandbox knows.
    if (config.SEED_DEMO_DATA && provider instanceof SandboxBillingProvider) {
      await seedDemoBilling(app.db, (card) => provider.tokeniseTestCard(card));
    }
    // The demo chain's history (db/demo-chain): its charges are the sandbox's records as well as ours.
    if (config.SEED_DEMO_CHAIN && provider instanceof SandboxBillingProvider) {
      const seeded = await seedDemoChain(app.db, provider, {
        now: app.clock.now(),
        freezeFeeCents: config.FREEZE_FEE_CENTS,
        retryDays: config.BILLING_RETRY_DAYS,
      });
      if (seeded > 0) app.log.info({ members: seeded }, 'demo chain seeded');
    }

    app.decorate('billing', provider);
    app.decorate('appOrigins', appOrigins);
    app.decorate('billingOrigin', {
      getter() {
        return provider.frameOrigin();
      },
    });

    // A callback hook: it runs to its end before app.listen's caller resumes.
    app.addHook('onListen', function startBillingProvider(done) {
      const address = app.server.address();
      if (address && typeof address !== 'string') {
        for (const origin of listenOrigins(address)) appOrigins.add(origin);
        if (provider.start) {
          starting = provider
            .start({ host: address.address, port: address.port, appOrigins: [...appOrigins] })
            .catch((error: unknown) => app.log.error({ err: error }, 'the billing provider did not start'))
            .finally(() => {
              starting = null;
            });
        }
      } else {
        app.log.warn('the app is not on a TCP port: the billing provider is not started');
      }
      done();
    });

    // A callback hook: once the provider has started, a request passes without a promise of its own.
    app.addHook('onRequest', (_request, _reply, done) => {
      if (starting) void starting.then(() => done());
      else done();
    });

    app.addHook('onClose', async () => {
      if (starting) await starting;
      await provider.stop?.();
    });
  },
  { name: 'billing', dependencies: ['database'] },
);
