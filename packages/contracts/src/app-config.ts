import * as z from 'zod/mini';

export { APP_CONFIG_META } from './app-config-meta';

/**
 * Runtime settings the server hands the SPA in a <meta name="app-config"> tag of index.html,
 * so one build runs under any configuration (brand, keys, billing origin).
 */

export const appConfigSchema = z.object({
  brandName: z.string(),
  companySiteUrl: z.string(),
  supportEmail: z.string(),
  requestSigningKey: z.string(),
  signupClientId: z.string(),
  signupClientSecret: z.string(),
  analyticsId: z.nullable(z.string()),
  /** ABANDONED_SIGNUP_RETENTION_DAYS: the privacy notice says how long an unfinished sign-up is kept (0054). */
  signupRetentionDays: z.int(),
  /** The billing provider's frame origin: the card step accepts window messages from it alone (decisions.md item 7). */
  billingOrigin: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
