import { describe, expect, it } from 'vitest';
import { confirmationMail } from './confirmation-mail';
import type { JoinRecord } from './join-records.repository';

/** The parts of a join record the e-mail prints. */
const join = (rejoined: boolean) =>
  ({
    runKey: '00000000-0000-4000-8000-000000000000',
    rejoined,
    user: { firstName: 'Robin', email: 'robin@example.com', memberNumber: 100123 },
    club: { displayName: 'Club Oakland', street: '1 Broadway', city: 'Oakland' },
    card: { type: 'Visa', last4: '4242' },
    quote: {
      itemName: 'Oakland Monthly Membership',
      isPass: false,
      starting: '2026-12-01',
      ending: null,
      totalCents: 13798,
    },
  }) as unknown as JoinRecord;

const mailFor = (rejoined: boolean) =>
  confirmationMail({
    brandName: 'Bay Fit Clubs',
    supportEmail: 'support@example.com',
    join: join(rejoined),
    setPasswordUrl: rejoined ? null : 'http://localhost:3000/new_password?token=abc',
    membershipUrl: 'http://localhost:3000/membership',
    attachments: [{ filename: 'receipt-100123.pdf', contentType: 'application/pdf', content: new Uint8Array([1]) }],
  });

describe('the join confirmation e-mail', () => {
  it('thanks a new member for joining, in both parts, with the set-password button', async () => {
    const mail = await mailFor(false);
    expect(mail.subject).toBe('Welcome to Bay Fit Clubs: your membership is confirmed');
    expect(mail.text).toContain('Hi Robin,\n\nThanks for joining Bay Fit Clubs! Here is your purchase:\n\n');
    expect(mail.text).toContain('Total paid: $137.98 (Visa ending in 4242)');
    expect(mail.html).toContain('Thanks for joining Bay Fit Clubs! Here is your purchase:');
    expect(mail.html).toContain('<a href="http://localhost:3000/new_password?token=abc">Set your password</a>');
    expect(mail.html).toContain('Club Oakland, 1 Broadway, Oakland');
    expect(`${mail.text}${mail.html}`).not.toContain('Welcome back');
  });

  it('welcomes a former member back instead, keeping the subject', async () => {
    const mail = await mailFor(true);
    expect(mail.subject).toBe('Welcome to Bay Fit Clubs: your membership is confirmed');
    expect(mail.text).toContain('Hi Robin,\n\nWelcome back to Bay Fit Clubs! Here is your purchase:\n\n');
    expect(mail.html).toContain('Welcome back to Bay Fit Clubs! Here is your purchase:');
    expect(`${mail.text}${mail.html}`).not.toContain('Thanks for joining');
    expect(mail.text).not.toContain('new_password');
  });
});
