import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_PAGE_KEY, NAVIGATION_TIMEOUT_MS, type PageStore, answerNavigation } from './navigation';

const ORIGIN = 'http://127.0.0.1:3000';

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });

/** The worker's kept pages, in a map. */
function pageStore(initial: Record<string, string> = {}): PageStore & { kept: Map<string, string> } {
  const kept = new Map(Object.entries(initial));
  return {
    kept,
    match: async (key) => (kept.has(key) ? html(kept.get(key)!) : undefined),
    put: async (key, response) => {
      kept.set(key, await response.text());
    },
  };
}

function navigate(
  path: string,
  network: () => Promise<Response>,
  pages: PageStore,
  offline: Response | null = html('offline page'),
) {
  const pending: Promise<unknown>[] = [];
  const answer = answerNavigation({
    request: new Request(`${ORIGIN}${path}`),
    network,
    pages,
    offlinePage: async () => offline ?? undefined,
    waitUntil: (promise) => pending.push(promise),
  });
  return { answer, settled: async () => Promise.all(pending) };
}

const offlineNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => {
  vi.useRealTimers();
});

describe('a navigation (the service worker, docs/decisions/0037)', () => {
  it('answers from the network and keeps the page: `/` under its own key, every other route as the app page', async () => {
    const pages = pageStore();
    const home = navigate('/', async () => html('first page'), pages);
    expect(await (await home.answer).text()).toBe('first page');
    await home.settled();
    const billing = navigate('/billing?tab=cards', async () => html('app page'), pages);
    expect(await (await billing.answer).text()).toBe('app page');
    await billing.settled();
    expect(Object.fromEntries(pages.kept)).toEqual({ '/': 'first page', [APP_PAGE_KEY]: 'app page' });
  });

  it('keeps /login apart too: its prerendered form never answers another route offline', async () => {
    const pages = pageStore({ [APP_PAGE_KEY]: 'app page' });
    const login = navigate('/login?next=%2Fbilling', async () => html('login page'), pages);
    await login.settled();
    expect(Object.fromEntries(pages.kept)).toEqual({ '/login': 'login page', [APP_PAGE_KEY]: 'app page' });
    expect(await (await navigate('/billing', offlineNetwork, pages).answer).text()).toBe('app page');
    expect(await (await navigate('/login', offlineNetwork, pages).answer).text()).toBe('login page');
  });

  it('offline, answers the kept page: the app page for any route, `/` its own', async () => {
    const pages = pageStore({ '/': 'first page', [APP_PAGE_KEY]: 'app page' });
    expect(await (await navigate('/history', offlineNetwork, pages).answer).text()).toBe('app page');
    expect(await (await navigate('/', offlineNetwork, pages).answer).text()).toBe('first page');
    // `/` never kept (a later build's worker dropped it): the app page renders `/` too.
    expect(await (await navigate('/', offlineNetwork, pageStore({ [APP_PAGE_KEY]: 'app page' })).answer).text()).toBe(
      'app page',
    );
  });

  it('offline with nothing kept, and for a server page such as /docs, answers the offline page', async () => {
    expect(await (await navigate('/membership', offlineNetwork, pageStore()).answer).text()).toBe('offline page');
    const pages = pageStore({ [APP_PAGE_KEY]: 'app page' });
    expect(await (await navigate('/docs', offlineNetwork, pages).answer).text()).toBe('offline page');
    expect(await (await navigate('/dev/mail', offlineNetwork, pages).answer).text()).toBe('offline page');
    // No offline page either: the browser's own error, never something else's answer.
    expect((await navigate('/docs', offlineNetwork, pages, null).answer).type).toBe('error');
  });

  it("never keeps what is not the server's HTML page, nor a server page", async () => {
    const pages = pageStore({ [APP_PAGE_KEY]: 'app page' });
    const json = new Response('{"balance":12}', { headers: { 'content-type': 'application/json' } });
    const answers = [
      navigate('/billing', async () => json, pages),
      navigate('/billing', async () => html('Service unavailable', { status: 503 }), pages),
      navigate('/docs', async () => html('the API docs'), pages),
    ];
    for (const { answer, settled } of answers) {
      await answer;
      await settled();
    }
    expect(Object.fromEntries(pages.kept)).toEqual({ [APP_PAGE_KEY]: 'app page' });
  });

  it('answers the kept page when the network is slow, and keeps the late answer for the next time', async () => {
    vi.useFakeTimers();
    const pages = pageStore({ [APP_PAGE_KEY]: 'old app page' });
    let respond: (response: Response) => void = () => {};
    const slow = navigate('/membership', () => new Promise<Response>((resolve) => (respond = resolve)), pages);
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS);
    expect(await (await slow.answer).text()).toBe('old app page');
    respond(html('new app page'));
    await slow.settled();
    expect(pages.kept.get(APP_PAGE_KEY)).toBe('new app page');
  });

  it('waits for a slow network when it has no page to show instead', async () => {
    vi.useFakeTimers();
    let respond: (response: Response) => void = () => {};
    const slow = navigate('/membership', () => new Promise<Response>((resolve) => (respond = resolve)), pageStore());
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS * 3);
    respond(html('app page'));
    expect(await (await slow.answer).text()).toBe('app page');
  });
});
