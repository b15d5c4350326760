import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually } from './browser';

/**
 * The member area's messages and video calls as a person uses them (member-area document sections 4 and 7):
 * the demo member and trainer of club 101, and the page parts the messages specs read.
 */
export const MEMBER = { email: 'member@example.com', password: 'Member123!', name: 'Alex Rivera' };
export const TRAINER = { email: 'trainer@example.com', password: 'Trainer123!', name: 'Taylor Brooks' };

/** Chromium switches for video calls: a fake camera and microphone, the permission prompt accepted. */
export const CALL_BROWSER_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  // The remote video starts without a click on it (the call was accepted with a click, but not on the video).
  '--autoplay-policy=no-user-gesture-required',
];

/** Signs in on /login and comes back to `path` (?next=, as the member pages' gate sends a visitor). */
export async function openSignedIn(page: Page, path: string, account: { email: string; password: string }) {
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const pathname = new URL(path, 'http://any.host').pathname;
  await page.waitForURL((url) => url.pathname === pathname);
}

export const conversation = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(name) });
export const dialogLog = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
export const bubble = (page: Page, name: string, text: string) =>
  dialogLog(page, name).getByRole('listitem').filter({ hasText: text });
export const navUnread = (page: Page) =>
  page.getByRole('navigation', { name: 'Member' }).getByTestId('unread-messages');

/** Sends once the channel is up (the composer says 'Connecting to the chat…' until then). */
export async function send(page: Page, text: string) {
  await eventually(() => page.getByText('Connecting to the chat…').count()).toBe(0);
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** A message bubble's receipt: 'sent' or 'read'. */
export async function receipt(item: Locator): Promise<string | null> {
  return item.locator('[data-receipt]').getAttribute('data-receipt');
}

/** What the page's remote video shows: its first video track's state and the decoded frame width. */
export function remoteVideo(page: Page, peerName: string) {
  return page
    .getByRole('dialog')
    .locator(`video[aria-label="Video of ${peerName}"]`)
    .evaluate((element) => {
      const video = element as HTMLVideoElement;
      const stream = video.srcObject instanceof MediaStream ? video.srcObject : null;
      return {
        track: stream?.getVideoTracks()[0]?.readyState ?? null,
        audio: stream?.getAudioTracks()[0]?.readyState ?? null,
        width: video.videoWidth,
      };
    });
}

export const callWindow = (page: Page, peerName: string) =>
  page.getByRole('dialog', { name: `Video call with ${peerName}` });

/** The trainer rings the member from the member's dialog; the member accepts; both see the other's video. */
export async function connectCall(member: Page, trainer: Page) {
  await trainer.getByRole('button', { name: 'Start video call' }).click();
  await eventually(() => callWindow(trainer, MEMBER.name).getByRole('status').innerText()).toBe(
    `Calling ${MEMBER.name}…`,
  );
  const incoming = member.getByRole('dialog', { name: 'Incoming video call' });
  await eventually(() => incoming.innerText()).toContain(`${TRAINER.name} is calling you.`);
  await incoming.getByRole('button', { name: 'Accept' }).click();

  const live = { track: 'live', audio: 'live', width: expect.any(Number) };
  await eventually(() => remoteVideo(member, TRAINER.name)).toEqual(live);
  await eventually(() => remoteVideo(trainer, MEMBER.name)).toEqual(live);
  await eventually(async () => (await remoteVideo(member, TRAINER.name)).width).toBeGreaterThan(0);
  await eventually(async () => (await remoteVideo(trainer, MEMBER.name)).width).toBeGreaterThan(0);
  await eventually(() => callWindow(member, TRAINER.name).getByRole('status').innerText()).toBe('Connected');
  await eventually(() => callWindow(trainer, MEMBER.name).getByRole('status').innerText()).toBe('Connected');
}
