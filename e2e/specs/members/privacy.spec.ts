import type { Page } from 'playwright-core';
import fs from 'node:fs';
import { expect, inject, it } from 'vitest';
import { readZip } from '@gym/server/modules/privacy/privacy-test-kit';
import { SAMPLE_PHOTO_JPEG, SAMPLE_SIGNATURE_PNG } from '@gym/server/providers/documents/samples';
import { signatureHeaders } from '@gym/contracts/signing';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { download } from '../../support/downloads';
import { uniqueEmail } from '../../support/join-flow';
import { joinOaklandMember } from '../../support/join-api';
import { outboxFor } from '../../support/outbox';
import { expectHeading } from '../../support/pages';
import { loginEmail, loginPassword, signInThroughForm } from '../../support/sign-in';

/**
 * Issue 31 point 5's acceptance (docs/decisions/0054): a member of their own (never a demo account other specs
 * use) downloads their data and asks for their account's deletion; Oakland's manager completes it in the console;
 * the member can no longer sign in, and their payment is still on their page in the console, for the books.
 */
const { newPage, allowErrors } = useBrowser();

const MANAGER = { email: 'manager@example.com', password: 'Manager123!' };
const PASSWORD = 'Privacy-Rights-2026!';

/** A signed multipart call with the join token, as the wizard's confirm step makes its follow-up calls. */
async function joinFollowUp(path: string, joinToken: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${joinToken}`, ...(await signatureHeaders(inject('signingKey'), 'POST', path)) },
    body: form,
  });
  expect(response.status).toBe(200);
}

/** The join's receipt and signed agreement (the PDFs), then the password from the confirmation e-mail's link. */
async function finishJoin(member: { email: string; joinToken: string }) {
  await joinFollowUp('/api/ols/upload-photo/olstncdocumnetreceipt', member.joinToken, {});
  await joinFollowUp('/api/ols/upload-photo/olstncdocumnetsign', member.joinToken, {
    documentId: '3',
    useripaddress: '203.0.113.7',
    esignuser: new Blob([SAMPLE_SIGNATURE_PNG], { type: 'image/png' }),
    userpic: new Blob([SAMPLE_PHOTO_JPEG], { type: 'image/jpeg' }),
  });
  const linkIn = async () =>
    (await outboxFor(member.email)).map((mail) => /\S+\/new_password\?token=\S+/.exec(mail.text)?.[0]).find(Boolean);
  await eventually(linkIn).toBeTruthy();
  const resetToken = new URL((await linkIn())!).searchParams.get('token');
  const path = '/auth/reset_password';
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await signatureHeaders(inject('signingKey'), 'POST', path)) },
    body: JSON.stringify({ resetToken, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
}

const privacySection = (page: Page) => page.getByRole('region', { name: 'Your data and privacy' });

it(
  'a member downloads their data and asks for deletion; a manager completes it; sign-in ends and the payments stay',
  { timeout: 240_000 },
  async () => {
    const member = await joinOaklandMember({ firstName: 'Noor', lastName: 'Valdivia', email: uniqueEmail('privacy') });
    await finishJoin(member);

    // The member, on their phone: the profile's privacy section, the download, then the deletion request.
    const phone = await newPage('mobile');
    await signInThroughForm(phone, { email: member.email, password: PASSWORD });
    await phone.goto('/profile');
    await expectHeading(phone, 'Your profile');
    const section = privacySection(phone);
    await section.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(phone);
    await saveScreenshot(phone, 'privacy-profile-section-mobile');

    const { file, suggestedFilename } = await download(
      phone,
      section.getByRole('button', { name: 'Download my data' }),
    );
    expect(suggestedFilename).toBe('my-data.zip');
    const zip = readZip(fs.readFileSync(file));
    expect([...zip.keys()].sort()).toEqual(
      [
        'data.json',
        `documents/membership-agreement-${member.memberNumber}.pdf`,
        `documents/receipt-${member.memberNumber}.pdf`,
        'documents/signature-1.png',
        'documents/signature-photo-1.jpg',
      ].sort(),
    );
    const data = JSON.parse(zip.get('data.json')!.toString('utf8'));
    expect(data.profile).toMatchObject({ email: member.email, firstName: 'Noor', lastName: 'Valdivia' });
    expect(data.payments.charges).toHaveLength(1);

    await section.getByRole('link', { name: 'Read the privacy notice' }).click();
    await expectHeading(phone, 'Privacy notice');
    await expectNoAxeViolations(phone);
    await saveScreenshot(phone, 'privacy-notice-mobile');
    await phone.goBack();

    await privacySection(phone).getByRole('button', { name: 'Delete my account' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Delete your account?' });
    await expectNoAxeViolations(phone);
    await saveScreenshot(phone, 'privacy-delete-dialog-mobile', { fullPage: false });
    await dialog.getByRole('button', { name: 'Ask to delete my account' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() =>
      privacySection(phone)
        .getByText(/We received your request to delete your account on/)
        .count(),
    ).toBe(1);
    await eventually(async () =>
      (await outboxFor(member.email)).some((mail) =>
        mail.subject.endsWith('we received your request to delete your account'),
      ),
    ).toBe(true);
    await saveScreenshot(phone, 'privacy-requested-mobile');

    // Oakland's manager, at the desk: the request with its 45 days, completed.
    const desk = await newPage('desktop');
    await signInThroughForm(desk, MANAGER);
    await desk.goto('/staff/privacy');
    await expectHeading(desk, 'Privacy requests');
    const request = desk.getByRole('listitem', { name: 'Noor Valdivia' });
    await eventually(() => request.count()).toBe(1);
    expect(await request.innerText()).toMatch(/4[45] days left/);
    await expectNoAxeViolations(desk);
    await saveScreenshot(desk, 'privacy-console-open-desktop');
    await request.getByRole('button', { name: 'Complete the deletion' }).click();
    const confirm = desk.getByRole('dialog', { name: "Delete Noor Valdivia's account?" });
    await expectNoAxeViolations(desk);
    await saveScreenshot(desk, 'privacy-console-dialog-desktop', { fullPage: false });
    await confirm.getByRole('button', { name: 'Complete the deletion' }).click();
    await eventually(() => confirm.count()).toBe(0);
    await eventually(() =>
      desk.getByText("Noor Valdivia's account is deleted. The payments and the signed agreement are kept.").count(),
    ).toBe(1);
    const done = desk.getByRole('listitem', { name: 'Noor Valdivia' });
    await eventually(() => done.innerText()).toContain('Completed by');
    await saveScreenshot(desk, 'privacy-console-completed-desktop');

    // The payments stay, for the books: on the (now anonymous) member's page in the console.
    await done.getByRole('link', { name: 'Member page' }).click();
    await expectHeading(desk, 'Deleted member');
    const payments = desk.getByRole('table', { name: 'Payments' }).locator('tbody tr');
    await eventually(() => payments.count()).toBe(1);
    await expectNoAxeViolations(desk);
    await saveScreenshot(desk, 'privacy-deleted-member-page-desktop');

    // The member's session has ended, and they can no longer sign in (the refusals are the browser's console errors).
    allowErrors(/on \S+\/login: Failed to load resource: the server responded with a status of 404/);
    allowErrors(/on \S+\/profile: Failed to load resource: the server responded with a status of 401/);
    const again = await newPage('mobile');
    await again.goto('/login');
    await loginEmail(again).fill(member.email);
    await loginPassword(again).fill(PASSWORD);
    await again.getByRole('button', { name: 'Log in', exact: true }).click();
    await eventually(() => again.getByText('The username or password is incorrect').count()).toBeGreaterThan(0);
    expect(new URL(again.url()).pathname).toBe('/login');
    await saveScreenshot(again, 'privacy-sign-in-refused-mobile');
    await phone.reload();
    await eventually(() => new URL(phone.url()).pathname).toBe('/login');

    // The phone size for the console too.
    const small = await newPage('mobile');
    await signInThroughForm(small, MANAGER);
    await small.goto('/staff/privacy');
    await expectHeading(small, 'Privacy requests');
    await eventually(() => small.getByRole('listitem', { name: 'Noor Valdivia' }).count()).toBe(1);
    await expectNoAxeViolations(small);
    await saveScreenshot(small, 'privacy-console-mobile');
    // The notice at the desktop size, and in Spanish for a visitor whose browser asks for it.
    await desk.goto('/privacy');
    await expectHeading(desk, 'Privacy notice');
    await expectNoAxeViolations(desk);
    await saveScreenshot(desk, 'privacy-notice-desktop');
    const visitor = await newPage('mobile', { locale: 'es-US' });
    await visitor.goto('/privacy');
    await expectHeading(visitor, 'Aviso de privacidad');
    await eventually(() => visitor.getByRole('heading', { name: 'Sus derechos' }).count()).toBe(1);
    expect(await visitor.getByText('Completamos una solicitud dentro de los 45 días').count()).toBe(1);
    await expectNoAxeViolations(visitor);
    await saveScreenshot(visitor, 'privacy-notice-spanish-mobile');
  },
);
