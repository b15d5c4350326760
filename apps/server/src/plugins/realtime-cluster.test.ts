import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsAnswerSchema } from '@gym/contracts/chat';
import { signatureHeaders } from '@gym/contracts/signing';
import { type App, buildApp } from '../app';
import { testConfig } from '../test/app';
import { createScratchDatabase } from '../test/databases';
import { DEMO } from '../test/demo';
import { connect, listenOnFreePort, nextEvent, type TestSocket, userIdOf } from '../test/realtime-client';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
const missing = [!redisUrl && 'TEST_REDIS_URL', !databaseUrl && 'TEST_DATABASE_URL'].filter(Boolean).join(' and ');

// Two server instances on one Postgres database and one Redis, as in production with several servers.
(missing ? describe.skip : describe)(
  missing ? `two server instances: skipped, ${missing} not set` : 'two server instances on one Postgres and one Redis',
  () => {
    const apps: App[] = [];
    const origins: string[] = [];
    const sockets: TestSocket[] = [];
    let drop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const scratch = await createScratchDatabase(databaseUrl as string);
      drop = scratch.drop;
      // One prefix for both instances (they share rooms and counters), and none other run's.
      const prefix = `gym-test-${randomBytes(4).toString('hex')}:`;
      for (let instance = 0; instance < 2; instance += 1) {
        const app = await buildApp(
          testConfig({ DATABASE_URL: scratch.url, REDIS_URL: redisUrl as string, REDIS_KEY_PREFIX: prefix }),
          { logger: false },
        );
        apps.push(app);
        origins.push(await listenOnFreePort(app));
      }
    }, 120_000);

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      for (const app of apps) await app.close();
      await drop?.();
    });

    const login = async (app: App, email: string, password: string, idCA?: string) => {
      const config = testConfig();
      const headers = await signatureHeaders(config.REQUEST_SIGNING_KEY, 'POST', '/auth');
      const response = await app.inject({ method: 'POST', url: '/auth', headers, payload: { email, password, idCA } });
      return response.json<{ token: string }>().token;
    };

    it('delivers a message from a member on instance A to a trainer on instance B and back', async () => {
      const [a, b] = apps as [App, App];
      const memberToken = await login(a, DEMO.member.email, DEMO.member.password);
      const trainerToken = await login(b, DEMO.trainer.email, DEMO.trainer.password);
      const trainer = await connect(origins[1]!, trainerToken);
      sockets.push(trainer);

      // Presence crosses instances too: the trainer on B hears the member come online on A.
      const online = nextEvent(trainer, 'online', (event) => event.userId === userIdOf(memberToken) && event.online);
      const member = await connect(origins[0]!, memberToken);
      sockets.push(member);
      await online;

      const atTrainer = nextEvent(trainer, 'message');
      const sent = await member.emitWithAck('send message', {
        receiverUserId: userIdOf(trainerToken),
        text: 'From instance A',
      });
      expect(sent.success).toBe(true);
      expect(await atTrainer).toMatchObject({ text: 'From instance A', isMyMessage: false });

      const atMember = nextEvent(member, 'message', (message) => !message.isMyMessage);
      await trainer.emitWithAck('send message', { receiverUserId: userIdOf(memberToken), text: 'From instance B' });
      expect(await atMember).toMatchObject({ text: 'From instance B', senderUserId: userIdOf(trainerToken) });

      // Instance A knows the trainer, connected to B, is online.
      const config = testConfig();
      const headers = await signatureHeaders(config.REQUEST_SIGNING_KEY, 'GET', '/messages/contacts');
      const contacts = contactsAnswerSchema.parse(
        (
          await a.inject({
            method: 'GET',
            url: '/messages/contacts',
            headers: { ...headers, authorization: `Bearer ${memberToken}` },
          })
        ).json(),
      ).contacts;
      expect(contacts.find((contact) => contact.userId === userIdOf(trainerToken))?.online).toBe(true);
    });

    it('tells a member watching a club on instance B of a check-in at the desk on instance A', async () => {
      const [a, b] = apps as [App, App];
      const watcher = await connect(origins[1]!, await login(b, DEMO.member.email, DEMO.member.password));
      sockets.push(watcher);
      const watched = await watcher.emitWithAck('watch club busy', { clubId: '101' });
      expect(watched.success).toBe(true);

      const live = nextEvent(watcher, 'club busy', (busy) => busy.clubId === '101');
      const desk = await login(a, DEMO.staff.email, DEMO.staff.password);
      const url = '/staff/check-ins';
      const headers = await signatureHeaders(testConfig().REQUEST_SIGNING_KEY, 'POST', url);
      const checkIn = await a.inject({
        method: 'POST',
        url,
        headers: { ...headers, authorization: `Bearer ${desk}` },
        payload: { scanCode: String(DEMO.familyPrimary.memberNumber), clubId: '101', manual: true },
      });
      expect(checkIn.statusCode, checkIn.body).toBe(200);
      expect(await live).toMatchObject({ clubId: '101', level: 'quiet' });
    });
  },
);
