import { describe, expect, it } from 'vitest';
import { markup } from '../../lib/html';
import { compileLayout } from './branded-layout';
import { type BrandedMailContent, brandedMail, brandInitials } from './branded-mail';
import { button, keyValueTable, paragraph } from './mail-blocks';

const EVIL = `"><script>alert('x')</script>&`;
const ESCAPED = '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;';

const content = (overrides: Partial<BrandedMailContent> = {}): BrandedMailContent => ({
  brandName: 'Bay Fit',
  supportEmail: 'support@example.com',
  to: 'robin@example.com',
  subject: 'Your receipt from Bay Fit',
  heading: 'Your receipt',
  preview: 'Thank you for your payment.',
  text: ['Hi Robin,', '', 'Thank you for your payment.', '', 'Amount: $49.99'],
  html: markup`${paragraph('Thank you for your payment.')}${keyValueTable([['Amount', '$49.99']])}${button(
    'https://example.com/billing?tab=receipts&page=2',
    'Pay your balance',
  )}`,
  reason: 'You received this e-mail because you have a Bay Fit membership.',
  club: { displayName: 'Club Oakland', street: '1 Broadway', city: 'Oakland' },
  ...overrides,
});

describe('brandedMail', () => {
  it('keeps the plain-text part as written, beside the HTML part', async () => {
    const mail = await brandedMail(content());
    expect(mail).toMatchObject({ to: 'robin@example.com', subject: 'Your receipt from Bay Fit' });
    expect(mail.text).toBe('Hi Robin,\n\nThank you for your payment.\n\nAmount: $49.99');
    expect(mail.html).toMatch(/^<!doctype html>/i);
  });

  it('puts the content, the button link, the heading and the footer in the layout', async () => {
    const { html } = await brandedMail(content());
    expect(html).toContain('<a href="https://example.com/billing?tab=receipts&amp;page=2">Pay your balance</a>');
    expect(html).toContain('<title>Your receipt from Bay Fit</title>');
    expect(html).toContain('>Your receipt</h1>');
    expect(html).toContain('Thank you for your payment.');
    expect(html).toMatch(/<th[^>]*>Amount<\/th><td[^>]*>\$49\.99<\/td>/);
    expect(html).toContain('<a href="mailto:support@example.com">support@example.com</a>');
    expect(html).toContain('You received this e-mail because you have a Bay Fit membership.');
    expect(html).toContain('Club Oakland, 1 Broadway, Oakland');
    expect(html).toContain('>BF</td>');
    expect(html).not.toContain('%%bf-slot');
  });

  it('is 600 px wide at most and fluid below, with a phone layout and no web fonts', async () => {
    const { html } = await brandedMail(content());
    expect(html).toContain('max-width:600px');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toMatch(/@media only screen and \(max-width: ?479px\)/);
    expect(html).toMatch(/@media \(prefers-color-scheme: ?dark\)/);
    expect(html).not.toContain('fonts.googleapis.com');
  });

  it('escapes every value, so none can add markup', async () => {
    const { html } = await brandedMail(
      content({
        brandName: EVIL,
        subject: EVIL,
        heading: EVIL,
        preview: EVIL,
        reason: EVIL,
        club: { displayName: EVIL, street: EVIL, city: EVIL },
        html: markup`${paragraph(EVIL)}${keyValueTable([[EVIL, EVIL]])}${button(EVIL, EVIL)}`,
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html.split(ESCAPED).length - 1).toBeGreaterThanOrEqual(12);
  });

  it('compiles the layout once: a thousand e-mails take well under a millisecond each', async () => {
    await brandedMail(content());
    const started = performance.now();
    for (let index = 0; index < 1000; index += 1) await brandedMail(content({ to: `member${index}@example.com` }));
    // A compile per message costs several milliseconds; the bound leaves room for a busy machine.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the layout', () => {
  it('compiles without MJML errors, each slot in place', async () => {
    const { parts, slots } = await compileLayout();
    expect([...new Set(slots)].sort()).toEqual(['brand', 'content', 'footer', 'heading', 'mark', 'preview', 'title']);
    expect(parts).toHaveLength(slots.length + 1);
  });
});

describe('brandInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(brandInitials('Bay Fit Clubs')).toBe('BF');
    expect(brandInitials('bay fit')).toBe('BF');
    expect(brandInitials('Zest')).toBe('Z');
    expect(brandInitials('The "Gym" & Co')).toBe('TG');
  });
});
