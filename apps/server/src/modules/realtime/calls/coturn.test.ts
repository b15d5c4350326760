import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPermissionSchema } from '@gym/contracts/calls';
import { startTestApp } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { connect, listenOnFreePort, userIdOf } from '../../../test/realtime-client';

const TURNSERVER = '/usr/bin/turnserver';
const UCLIENT = '/usr/bin/turnutils_uclient';
const SECRET = 'coturn-test-static-auth-secret-42';
const available = existsSync(TURNSERVER) && existsSync(UCLIENT);

/** A UDP port nobody uses right now. */
function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

/** turnutils_uclient: allocates a relay with these credentials and echoes a few packets through it. */
function uclient(port: number, username: string, password: string): Promise<string> {
  return new Promise((resolve) => {
    execFile(
      UCLIENT,
      ['-p', String(port), '-u', username, '-w', password, '-y', '-n', '3', '-m', '1', '127.0.0.1'],
      { timeout: 20_000 },
      (_error, stdout, stderr) => resolve(`${stdout}${stderr}`),
    );
  });
}

// The credentials GET /calls hands out, checked by a real coturn (Debian package coturn) in REST-secret mode.
(available ? describe : describe.skip)(
  available ? 'calls: coturn accepts the TURN credentials' : `calls: coturn check skipped, ${TURNSERVER} is missing`,
  () => {
    let turn: ChildProcess | undefined;
    let port = 0;
    let app: Awaited<ReturnType<typeof startTestApp>> | undefined;

    beforeAll(async () => {
      port = await freeUdpPort();
      const relayStart = 50_000 + Math.floor(Math.random() * 10_000);
      turn = spawn(
        TURNSERVER,
        [
          '-n',
          '--listening-ip=127.0.0.1',
          '--relay-ip=127.0.0.1',
          `--listening-port=${port}`,
          `--min-port=${relayStart}`,
          `--max-port=${relayStart + 100}`,
          '--use-auth-secret',
          `--static-auth-secret=${SECRET}`,
          '--realm=gym.test',
          '--no-tls',
          '--no-dtls',
          '--no-cli',
          '--fingerprint',
          '--allow-loopback-peers',
          '--log-file=stdout',
        ],
        { stdio: 'ignore' },
      );
      app = await startTestApp('pglite', { TURN_URLS: `turn:127.0.0.1:${port}`, TURN_SECRET: SECRET });
      // coturn needs a moment to bind its port.
      await new Promise((resolve) => setTimeout(resolve, 500));
    });

    afterAll(async () => {
      turn?.kill('SIGTERM');
      await app?.stop();
    });

    it('relays with the credentials of GET /calls, and refuses a wrong credential', async () => {
      if (!app) throw new Error('app not started');
      const { context } = app;
      const origin = await listenOnFreePort(context.app);
      const trainerToken = await context.login(DEMO.trainer.email, DEMO.trainer.password);
      const memberToken = await context.login(DEMO.member.email, DEMO.member.password);
      const trainer = await connect(origin, trainerToken);
      try {
        const requested = await trainer.emitWithAck('request-call', { receiverUserId: userIdOf(memberToken) });
        if (!requested.success) throw new Error(requested.error);
        const answer = callPermissionSchema.parse(
          (await context.asMember(memberToken, { method: 'GET', url: `/calls?callId=${requested.callId}` })).json(),
        );
        expect(answer.iceServers[0]?.urls).toEqual([`turn:127.0.0.1:${port}`]);

        const good = await uclient(port, answer.username, answer.credential);
        expect(good).not.toContain('Cannot complete Allocation');
        expect(good).toMatch(/tot_recv_msgs=[1-9]/);

        const bad = await uclient(port, answer.username, 'not-the-credential');
        expect(bad).toContain('Cannot complete Allocation');
      } finally {
        trainer.disconnect();
      }
    }, 60_000);
  },
);
