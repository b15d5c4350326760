import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually, saveScreenshot, useBrowser } from '../../support/browser';
import { cameraArgs, createCameraFiles } from '../../support/camera';
import {
  addCard,
  chooseClubAndPlan,
  fillPersonalInfo,
  giveEmail,
  signTerms,
  takePhoto,
  uniqueEmail,
} from '../../support/join-flow';
import { expectHeading } from '../../support/pages';
import { pdfText } from '../../support/pdf-text';

/** Whole joins in real Chromium: the fake camera, the provider's card frame, the server's exactly-once submit. */
const { newPage } = useBrowser({ args: cameraArgs('one-face') });
const baseUrl = inject('baseUrl');

beforeAll(() => createCameraFiles());

async function throughCard(page: Page, email: string, person: { firstName: string; lastName: string }, card: string) {
  await giveEmail(page, email);
  await fillPersonalInfo(page, { ...person, birthday: '04121990' });
  await page.getByRole('button', { name: 'Next' }).click();
  await takePhoto(page);
  await page.getByRole('button', { name: 'Add New Card' }).click();
  await addCard(page, card, `${person.firstName} ${person.lastName}`);
  await page.getByRole('dialog', { name: 'Add New Card' }).getByRole('button', { name: 'Next' }).click();
  await signTerms(page, `${person.firstName} ${person.lastName}`);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Payment' }).click();

async function downloadText(page: Page, button: string): Promise<string> {
  const link = page.getByRole('button', { name: button });
  await expect.poll(() => link.isEnabled(), { timeout: 30_000, interval: 250 }).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gym-pdf-')), download.suggestedFilename());
  await download.saveAs(file);
  return pdfText(file);
}

interface OutboxMessage {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
}

async function outboxFor(email: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/dev/mail.json?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

describe('joining online', () => {
  it('a new person joins, pays once and leaves with a receipt, a signed agreement and an e-mail', async () => {
    const page = await newPage();
    const email = uniqueEmail('joiner');
    await chooseClubAndPlan(page, { postalCode: '94901', club: 'Marin', plan: 'Marin Month to Month' });
    await throughCard(page, email, { firstName: 'Robin', lastName: 'Joiner' }, '4242 4242 4242 4242');

    const due = page.getByRole('region', { name: 'Due Today' });
    await eventually(() => due.innerText()).toMatch(/Total\s+\$\d+\.\d{2}/);
    const total = /Total\s+(\$[\d,]+\.\d{2})/.exec(await due.innerText())?.[1];
    expect(await page.getByRole('region', { name: 'Payment Info' }).innerText()).toContain('ending in 4242');
    await saveScreenshot(page, 'join-confirm');

    await submit(page);
    await expectHeading(page, 'Congratulation!');
    expect(new URL(page.url()).pathname).toBe('/marin/payment-confirmation');
    expect(await page.getByText('Thanks for Joining BAY FIT CLUBS').count()).toBe(1);
    expect(await page.getByText("You'll receive a confirmation email with next steps.").count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Purchase summary' }).innerText()).toContain(total!);
    expect(await page.evaluate(() => localStorage.getItem('payment'))).toBe('completed');
    await saveScreenshot(page, 'join-confirmation');

    const receipt = await downloadText(page, 'Download Receipt');
    expect(receipt).toContain('Robin Joiner');
    expect(receipt).toContain('Marin Month to Month');
    expect(receipt).toContain(total!);
    const agreement = await downloadText(page, 'Download Membership Agreement');
    expect(agreement).toContain('Robin Joiner');
    expect(agreement).toContain('Marin');

    await eventually(async () => (await outboxFor(email)).length).toBe(1);
    const [message] = await outboxFor(email);
    expect(message!.attachments.map((attachment) => attachment.contentType)).toEqual([
      'application/pdf',
      'application/pdf',
    ]);
    expect(message!.text).toMatch(/\/new_password\?token=[\w-]+/);
  });

  it('a declined card shows the provider message, charges nothing, and another card completes the join', async () => {
    const page = await newPage();
    const email = uniqueEmail('declined');
    await chooseClubAndPlan(page, { postalCode: '94114', club: 'Castro', plan: 'Castro Month to Month' });
    await throughCard(page, email, { firstName: 'Dee', lastName: 'Klined' }, '4000 0000 0000 0002');

    await submit(page);
    await eventually(() => page.getByText('Your card was declined.', { exact: true }).count()).toBe(1);
    await expectHeading(page, 'Confirm and pay');

    await page.getByRole('button', { name: 'Edit Payment Info' }).click();
    await expectHeading(page, 'Edit your payment method');
    await page.getByRole('button', { name: 'Edit card' }).click();
    await addCard(page, '4242 4242 4242 4242', 'Dee Klined', 'Update Card');
    await page.getByRole('dialog', { name: 'Update Card' }).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Confirm and pay');
    expect(await page.getByRole('region', { name: 'Payment Info' }).innerText()).toContain('ending in 4242');

    await submit(page);
    await expectHeading(page, 'Congratulation!');
  });

  it('a former member rejoins through update-user', async () => {
    const page = await newPage();
    // lapsed@example.com, not former@example.com: rejoining makes the member active, and other specs look the
    // first former member up on the same database.
    await chooseClubAndPlan(page, { postalCode: '94115', club: 'Fillmore', plan: 'Fillmore Month to Month' });
    await throughCard(page, 'lapsed@example.com', { firstName: 'Jesse', lastName: 'Lapsed' }, '4242 4242 4242 4242');
    const update = page.waitForResponse((response) => response.url().endsWith('/api/ols/update-user'));
    await submit(page);
    const answer = await (await update).json();
    expect(answer).toMatchObject({ success: true, data: { newUserData: { userId: '100008' } } });
    await expectHeading(page, 'Congratulation!');
    // A former member is welcomed back, beside the specification's 'Thanks for Joining'.
    await page.getByText('Welcome back, Jesse!').waitFor();
    await page.getByText(/^Thanks for Joining /).waitFor();
  });
});
