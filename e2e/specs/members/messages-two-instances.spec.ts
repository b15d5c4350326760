import { describe, expect, it } from 'vitest';
import { eventually, saveScreenshot, useBrowser } from '../../support/browser';
import {
  bubble,
  CALL_BROWSER_ARGS,
  callWindow,
  connectCall,
  conversation,
  dialogLog,
  MEMBER,
  navUnread,
  openSignedIn,
  receipt,
  send,
  TRAINER,
} from '../../support/messages';
import { useTwoInstances } from '../../support/two-instances';

/**
 * Issue 6 on several servers: the member's browser talks to instance A, the trainer's to instance B, both
 * instances on one Postgres database and one Redis (the realtime channel's adapter). Messages, read receipts,
 * presence and the call's signalling all cross from one instance to the other; the video goes browser to browser.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [!databaseUrl && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL'].filter(Boolean).join(' and ');

(missing ? describe.skip : describe)(
  missing
    ? `messages and calls across two server instances: skipped, ${missing} not set`
    : 'messages and calls across two server instances on one Postgres and one Redis',
  () => {
    const instances = useTwoInstances({ databaseUrl: databaseUrl ?? '', redisUrl: redisUrl ?? '' });
    const { newPage } = useBrowser({ args: CALL_BROWSER_ARGS });

    it('a member on instance A and a trainer on instance B chat with read receipts and hold a video call', async () => {
      const [originA, originB] = instances.origins();
      expect(originA).not.toBe(originB);
      const member = await newPage('desktop', { origin: originA });
      const trainer = await newPage('desktop', { origin: originB });
      await openSignedIn(trainer, '/messages', TRAINER);
      await openSignedIn(member, '/messages', MEMBER);
      expect(new URL(member.url()).origin).toBe(originA);
      expect(new URL(trainer.url()).origin).toBe(originB);

      // Presence crosses instances: the member's list on A shows the trainer, whose socket is on B, online.
      await eventually(() => dialogLog(member, 'Morgan Ellis').count()).toBe(1);
      await eventually(() => conversation(member, TRAINER.name).textContent()).toContain('(online)');
      await conversation(member, TRAINER.name).click();
      await eventually(() => dialogLog(member, TRAINER.name).count()).toBe(1);

      // A → B: the trainer's list counts the message; opening it reads it, and A's member sees 'read'.
      const question = 'Hi coach, this is instance A. Thursday at 6 pm?';
      await send(member, question);
      await eventually(() => receipt(bubble(member, TRAINER.name, question))).toBe('sent');
      await eventually(() => navUnread(trainer).textContent()).toBe('1 unread');
      await eventually(() => conversation(trainer, MEMBER.name).textContent()).toContain('1 unread');
      await conversation(trainer, MEMBER.name).click();
      await eventually(() => bubble(trainer, MEMBER.name, question).count()).toBe(1);
      await eventually(() => receipt(bubble(member, TRAINER.name, question))).toBe('read');
      await eventually(() => navUnread(trainer).count()).toBe(0);

      // B → A: the reply lands in the member's open dialog and is read there; B's trainer sees 'read'.
      const reply = 'Instance B here: Thursday 6 pm works.';
      await send(trainer, reply);
      await eventually(() => bubble(member, TRAINER.name, reply).count()).toBe(1);
      await eventually(() => receipt(bubble(trainer, MEMBER.name, reply))).toBe('read');
      expect(await navUnread(member).count()).toBe(0);
      await saveScreenshot(member, 'two-instances-member-dialog-on-a');
      await saveScreenshot(trainer, 'two-instances-trainer-dialog-on-b');

      // The call's signalling crosses instances as well: ring, accept, live video both ways.
      await eventually(() => conversation(trainer, MEMBER.name).textContent()).toContain('(online)');
      await connectCall(member, trainer);
      await saveScreenshot(member, 'two-instances-call-member-on-a', { fullPage: false });
      await saveScreenshot(trainer, 'two-instances-call-trainer-on-b', { fullPage: false });

      // The trainer stops on B: the member on A is told, and closes the window.
      await callWindow(trainer, MEMBER.name).getByRole('button', { name: 'Stop call' }).click();
      await eventually(() => callWindow(trainer, MEMBER.name).count()).toBe(0);
      await eventually(() => callWindow(member, TRAINER.name).getByRole('status').innerText()).toBe(
        `${TRAINER.name} ended the call.`,
      );
      await saveScreenshot(member, 'two-instances-call-ended-on-a', { fullPage: false });
      await callWindow(member, TRAINER.name).getByRole('button', { name: 'Close' }).click();
      await eventually(() => callWindow(member, TRAINER.name).count()).toBe(0);
    }, 120_000);
  },
);
