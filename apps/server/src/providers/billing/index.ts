import type { FastifyBaseLogger } from 'fastify';
import { BILLING_PROVIDERS, type Config } from '../../config';
import type { Database } from '../../db/client';
import type { BillingProvider } from './billing-provider';
import { SandboxBillingProvider } from './sandbox/sandbox-provider';

export * from './billing-provider';
export { SandboxBillingProvider } from './sandbox/sandbox-provider';

type BillingConfig = Pick<Config, 'BILLING_PROVIDER' | 'BILLING_SANDBOX_PORT' | 'PORT' | 'APP_ORIGINS'>;

/** The billing provider BILLING_PROVIDER names (docs/decisions/0007). */
export async function billingProviderFromConfig(
  config: BillingConfig,
  deps: { db: Database; logger: FastifyBaseLogger },
): Promise<BillingProvider> {
  const name: string = config.BILLING_PROVIDER;
  switch (name) {
    case 'sandbox':
      return SandboxBillingProvider.create({
        db: deps.db,
        logger: deps.logger,
        port: config.BILLING_SANDBOX_PORT,
        appPort: config.PORT,
        parentOrigins: config.APP_ORIGINS,
      });
    default:
      throw new Error(
        `BILLING_PROVIDER "${name}" has no adapter in this build; the providers are: ${BILLING_PROVIDERS.join(', ')}`,
      );
  }
}
