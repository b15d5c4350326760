import { describe, expect, it } from 'vitest';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
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

/**
 * A member and a trainer of the same club (101) in two browser contexts of real Chromium: messages both
 * ways with read receipts and the navigation's unread count, then video calls over WebRTC with Chromium's fake
 * camera and microphone (member-area document sections 4 and 7; issue 6).
 */
const { newPage } = useBrowser({ args: CALL_BROWSER_ARGS });

describe('a member and a trainer of the same club', () => {
  it('exchange messages both ways with read receipts, and the unread count follows', async () => {
    const member = await newPage();
    const trainer = await newPage();
    await openSignedIn(trainer, '/', TRAINER);
    await openSignedIn(member, '/messages', MEMBER);

    // A member without ?trainer= lands in the director's dialog; the trainer is in the list.
    await eventually(() => dialogLog(member, 'Morgan Ellis').count()).toBe(1);
    // The trainer is online (their page is open): the member's list says so.
    await eventually(() => conversation(member, TRAINER.name).innerText()).toContain(TRAINER.name);
    await eventually(() => conversation(member, TRAINER.name).textContent()).toContain('(online)');
    await conversation(member, TRAINER.name).click();
    await eventually(() => dialogLog(member, TRAINER.name).count()).toBe(1);
    const trainerId = new URL(member.url()).searchParams.get('with');
    expect(trainerId).toMatch(/^[0-9a-f-]{36}$/);

    const question = 'Hi coach, can we move Thursday to 6 pm?';
    await send(member, question);
    await eventually(() => receipt(bubble(member, TRAINER.name, question))).toBe('sent');

    // The trainer, on the home page: the header's Messages entry counts it.
    await eventually(() => navUnread(trainer).textContent()).toBe('1 unread');
    await saveScreenshot(trainer, 'messages-trainer-unread-badge', { fullPage: false });
    await trainer
      .getByRole('navigation', { name: 'Member' })
      .getByRole('link', { name: /Messages/ })
      .click();
    await eventually(() => conversation(trainer, MEMBER.name).textContent()).toContain('1 unread');
    await saveScreenshot(trainer, 'messages-trainer-list');
    await conversation(trainer, MEMBER.name).click();
    await eventually(() => bubble(trainer, MEMBER.name, question).count()).toBe(1);

    // Opening the dialog read it: the member sees the receipt, the trainer's count is gone.
    await eventually(() => receipt(bubble(member, TRAINER.name, question))).toBe('read');
    await eventually(() => navUnread(trainer).count()).toBe(0);

    // The reply arrives in the member's open dialog and is read at once: the trainer sees 'Read'.
    const reply = 'Sure, Thursday 6 pm works. See you then!';
    await send(trainer, reply);
    await eventually(() => bubble(member, TRAINER.name, reply).count()).toBe(1);
    await eventually(() => receipt(bubble(trainer, MEMBER.name, reply))).toBe('read');
    expect(await navUnread(member).count()).toBe(0);
    await saveScreenshot(member, 'messages-member-dialog');
    await saveScreenshot(trainer, 'messages-trainer-dialog');

    // The member elsewhere: a new message is counted, and /messages?trainer= opens that dialog and reads it.
    await member.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'Home' }).click();
    const reminder = 'Bring a towel, please.';
    await send(trainer, reminder);
    await eventually(() => navUnread(member).textContent()).toBe('1 unread');
    await eventually(() => receipt(bubble(trainer, MEMBER.name, reminder))).toBe('sent');
    await member.goto(`/messages?trainer=${trainerId}`);
    await eventually(() => bubble(member, TRAINER.name, reminder).count()).toBe(1);
    await eventually(() => receipt(bubble(trainer, MEMBER.name, reminder))).toBe('read');
    await eventually(() => navUnread(member).count()).toBe(0);
    // Oldest first.
    const texts = await dialogLog(member, TRAINER.name).getByRole('listitem').allInnerTexts();
    expect(texts.map((text) => [question, reply, reminder].findIndex((needle) => text.includes(needle)))).toEqual([
      0, 1, 2,
    ]);

    await expectNoAxeViolations(member);
    await expectNoAxeViolations(trainer);
  });

  it('call: the trainer rings, the member accepts, both see live video; stops follow the specification', async () => {
    const member = await newPage();
    const trainer = await newPage();
    await openSignedIn(member, '/', MEMBER);
    await openSignedIn(trainer, '/messages', TRAINER);
    await conversation(trainer, MEMBER.name).click();
    await eventually(() => dialogLog(trainer, MEMBER.name).count()).toBe(1);
    // Presence is how we know the member's channel is up before ringing.
    await eventually(() => conversation(trainer, MEMBER.name).textContent()).toContain('(online)');

    // 1. The member stops: the member's window closes; the trainer's does not (trainers are not affected by
    //    call stop events), until the trainer stops too.
    await connectCall(member, trainer);
    await saveScreenshot(member, 'call-member-live', { fullPage: false });
    await saveScreenshot(trainer, 'call-trainer-live', { fullPage: false });
    await expectNoAxeViolations(member);
    await callWindow(member, TRAINER.name).getByRole('button', { name: 'Stop call' }).click();
    await eventually(() => callWindow(member, TRAINER.name).count()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await callWindow(trainer, MEMBER.name).count()).toBe(1);
    await callWindow(trainer, MEMBER.name).getByRole('button', { name: 'Stop call' }).click();
    await eventually(() => callWindow(trainer, MEMBER.name).count()).toBe(0);

    // 2. The trainer stops: the member is told and closes the window.
    await connectCall(member, trainer);
    await callWindow(trainer, MEMBER.name).getByRole('button', { name: 'Stop call' }).click();
    await eventually(() => callWindow(trainer, MEMBER.name).count()).toBe(0);
    await eventually(() => callWindow(member, TRAINER.name).getByRole('status').innerText()).toBe(
      `${TRAINER.name} ended the call.`,
    );
    await saveScreenshot(member, 'call-member-ended', { fullPage: false });
    await callWindow(member, TRAINER.name).getByRole('button', { name: 'Close' }).click();
    await eventually(() => callWindow(member, TRAINER.name).count()).toBe(0);

    // 3. The member declines: the trainer hears it.
    await trainer.getByRole('button', { name: 'Start video call' }).click();
    const incoming = member.getByRole('dialog', { name: 'Incoming video call' });
    await incoming.getByRole('button', { name: 'Decline' }).click();
    await eventually(() => callWindow(trainer, MEMBER.name).getByRole('status').innerText()).toBe(
      `${MEMBER.name} declined the call.`,
    );
    await callWindow(trainer, MEMBER.name).getByRole('button', { name: 'Close' }).click();

    // 4. The member's page goes away during a call: the trainer sees that the other side left.
    await connectCall(member, trainer);
    await member.close();
    await eventually(() => callWindow(trainer, MEMBER.name).getByRole('status').innerText()).toBe(
      `${MEMBER.name} left the call.`,
    );
    await saveScreenshot(trainer, 'call-trainer-peer-left', { fullPage: false });
    await callWindow(trainer, MEMBER.name).getByRole('button', { name: 'Stop call' }).click();
    await eventually(() => callWindow(trainer, MEMBER.name).count()).toBe(0);
  });

  it('on a phone: the dialog fills the screen and leads back to the list', async () => {
    const member = await newPage('mobile');
    await openSignedIn(member, '/messages', MEMBER);
    await eventually(() => dialogLog(member, 'Morgan Ellis').count()).toBe(1);
    expect(await member.getByRole('navigation', { name: 'Conversations' }).isVisible()).toBe(false);
    await saveScreenshot(member, 'messages-phone-dialog', { fullPage: false });
    await expectNoAxeViolations(member);
    await member.getByRole('button', { name: 'All conversations' }).click();
    await eventually(() => conversation(member, TRAINER.name).isVisible()).toBe(true);
    // Back on the list, it stays there (the director's dialog opens only on arrival).
    expect(await dialogLog(member, 'Morgan Ellis').count()).toBe(0);
    await saveScreenshot(member, 'messages-phone-list', { fullPage: false });
    await expectNoAxeViolations(member);
  });
});
