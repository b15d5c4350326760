import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { testConfig } from '../../../test/app';

describe('readiness through an instance’s life', () => {
  it('is starting until every plugin is ready, serving, then stopping once a shutdown begins while it still lives', async () => {
    const app = await buildApp(testConfig(), { logger: false });
    let phaseWhileClosing: string | undefined;
    app.addHook('onClose', async () => {
      phaseWhileClosing = app.readiness.phase;
    });
    try {
      expect(app.readiness.phase).toBe('starting');
      await app.ready();
      expect(app.readiness.phase).toBe('serving');
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });

      // What a SIGTERM handler does first: out of rotation, still serving.
      app.readiness.stop();
      for (const url of ['/health/ready', '/health']) {
        const stopping = await app.inject({ method: 'GET', url });
        expect(stopping.statusCode).toBe(503);
        expect(stopping.json()).toEqual({ status: 'unavailable', database: 'ok', instance: 'stopping' });
      }
      const live = await app.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
    expect(phaseWhileClosing).toBe('stopping');
  }, 120_000);

  it('says stopping as soon as app.close() begins, without stop() called first', async () => {
    const app = await buildApp(testConfig(), { logger: false });
    let phaseWhileClosing: string | undefined;
    app.addHook('onClose', async () => {
      phaseWhileClosing = app.readiness.phase;
    });
    await app.ready();
    await app.close();
    expect(phaseWhileClosing).toBe('stopping');
  }, 120_000);
});
