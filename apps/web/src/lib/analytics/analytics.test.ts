import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CONFIG_META } from '@gym/contracts/app-config-meta';
import { TEST_APP_CONFIG } from '../../test/app-config';
import type * as GoogleTag from './google-tag';

const ID = 'G-2B4C6D8E0F';

function configure(analyticsId: string | null) {
  document
    .querySelector(`meta[name="${APP_CONFIG_META}"]`)!
    .setAttribute('content', JSON.stringify({ ...TEST_APP_CONFIG, analyticsId }));
}

function setPrivacySignal(name: 'globalPrivacyControl' | 'doNotTrack', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

const googleTag = () => document.querySelector<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/"]');
/** The dataLayer's commands as arrays (gtag pushes Arguments objects). */
const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = () => commands().filter(([command]) => command === 'event');

/** The module afresh, with Google's tag chunk spied on. */
async function freshAnalytics() {
  vi.resetModules();
  const installGoogleTag = vi.fn((await vi.importActual<typeof GoogleTag>('./google-tag')).installGoogleTag);
  vi.doMock('./google-tag', () => ({ installGoogleTag }));
  return { ...(await import('./analytics')), installGoogleTag };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  configure(null);
  googleTag()?.remove();
  delete window.dataLayer;
  for (const name of ['globalPrivacyControl', 'doNotTrack'] as const)
    delete (navigator as unknown as Record<string, unknown>)[name];
  vi.doUnmock('./google-tag');
});

describe('analytics (docs/decisions/0038)', () => {
  it('with no id, loads nothing and sends nothing', async () => {
    const analytics = await freshAnalytics();
    analytics.startAnalytics();
    analytics.trackPageView('/', 'Join');
    analytics.track('signup_step', { step_number: 0 });
    await settle();
    expect(analytics.installGoogleTag).not.toHaveBeenCalled();
    expect(googleTag()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('with an id that is not a GA4 measurement id, loads nothing', async () => {
    configure('UA-12345-1');
    const analytics = await freshAnalytics();
    analytics.startAnalytics();
    await settle();
    expect(analytics.installGoogleTag).not.toHaveBeenCalled();
  });

  it.each([
    ['Global Privacy Control', 'globalPrivacyControl', true],
    ['Do Not Track', 'doNotTrack', '1'],
  ] as const)('under %s, loads nothing and sends nothing', async (_label, signal, value) => {
    configure(ID);
    setPrivacySignal(signal, value);
    const analytics = await freshAnalytics();
    analytics.startAnalytics();
    analytics.track('purchase', { value: 49.99 });
    await settle();
    expect(analytics.installGoogleTag).not.toHaveBeenCalled();
    expect(googleTag()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it("loads Google's tag with the id and hands it what was tracked before, in order", async () => {
    configure(ID);
    window.history.replaceState(null, '', '/new_password?token=secret-token');
    const analytics = await freshAnalytics();
    analytics.startAnalytics();
    analytics.trackPageView('/new_password', 'New password');
    analytics.track('signup_step', { step_number: 0, step_name: 'location' });
    await vi.waitFor(() => expect(googleTag()).not.toBeNull());

    expect(googleTag()!.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect(googleTag()!.async).toBe(true);
    const [js, config] = commands();
    expect(js?.[0]).toBe('js');
    expect(config).toEqual([
      'config',
      ID,
      expect.objectContaining({
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      }),
    ]);
    const location = `${window.location.origin}/new_password`;
    expect(events()).toEqual([
      ['event', 'page_view', { page_location: location, page_path: '/new_password', page_title: 'New password' }],
      ['event', 'signup_step', { page_location: location, step_number: 0, step_name: 'location' }],
    ]);
    expect(JSON.stringify(commands())).not.toContain('secret-token');

    analytics.track('purchase', { value: 49.99 });
    expect(events().at(-1)).toEqual(['event', 'purchase', { page_location: location, value: 49.99 }]);
    window.history.replaceState(null, '', '/');
  });

  it('counts one page view per path: the app taking over the first page does not count it again', async () => {
    configure(ID);
    const analytics = await freshAnalytics();
    analytics.startAnalytics();
    analytics.trackPageView('/', 'Join the club');
    analytics.trackPageView('/', 'Join · Bay Fit');
    analytics.trackPageView('/marin', 'Join · Bay Fit');
    analytics.trackPageView('/', 'Join · Bay Fit');
    await vi.waitFor(() => expect(analytics.installGoogleTag).toHaveBeenCalledOnce());
    expect(events().map(([, , params]) => (params as { page_path: string }).page_path)).toEqual(['/', '/marin', '/']);
  });
});
