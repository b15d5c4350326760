import { APP_CONFIG_META, type AppConfig, appConfigSchema } from '@gym/contracts/app-config';

/** The settings the server put into index.html (brand, keys). Read once. */
function readAppConfig(): AppConfig {
  const content = document.querySelector(`meta[name="${APP_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) throw new Error('The page has no app-config: it must be served by the API server.');
  return appConfigSchema.parse(JSON.parse(content));
}

let cached: AppConfig | undefined;

/** The server that prerenders the first page has no document: it hands its settings over (app/first-page). */
export function provideAppConfig(config: AppConfig): void {
  cached = config;
}

export function appConfig(): AppConfig {
  cached ??= readAppConfig();
  return cached;
}
