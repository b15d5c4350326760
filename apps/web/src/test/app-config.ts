import { APP_CONFIG_META, type AppConfig } from '@gym/contracts/app-config';

/** The runtime settings the server puts into index.html, as component tests see them. */
export const TEST_APP_CONFIG: AppConfig = {
  brandName: 'Bay Fit',
  companySiteUrl: 'https://example.com',
  supportEmail: 'help@example.com',
  requestSigningKey: 'test-signing-key',
  signupClientId: 'web',
  signupClientSecret: 'secret',
  analyticsId: null,
  signupRetentionDays: 90,
  billingOrigin: 'http://localhost:3001',
};

export function installAppConfig() {
  if (document.querySelector(`meta[name="${APP_CONFIG_META}"]`)) return;
  const meta = document.createElement('meta');
  meta.name = APP_CONFIG_META;
  meta.content = JSON.stringify(TEST_APP_CONFIG);
  document.head.append(meta);
}
