import { describe, expect, it } from 'vitest';
import { markup } from '../../lib/html';
import { linkMail } from './link-mail';

const base = {
  brandName: 'Bay Fit',
  supportEmail: 'support@example.com',
  to: 'robin@example.com',
  subject: 'Bay Fit: your staff account',
  heading: 'Your staff account',
  reason: 'You received this e-mail because the director made you an account.',
  greeting: 'Hi Robin,',
};

describe('linkMail', () => {
  it('writes the greeting, the paragraphs, each link as its line and URL, what follows and the questions line', async () => {
    const mail = await linkMail({
      ...base,
      body: ['You now have a staff account.', { lines: ['Choose a password.', 'It works once.'] }],
      links: [
        { url: 'https://example.com/a?x=1&y=2', label: 'Choose it', line: 'Choose it:' },
        { url: 'https://example.com/b', label: 'Or this one', line: 'Or this one:' },
      ],
      after: ['If you did not ask for it, ignore this e-mail.'],
    });
    expect(mail.text.split('\n')).toEqual([
      'Hi Robin,',
      '',
      'You now have a staff account.',
      '',
      'Choose a password.',
      'It works once.',
      '',
      'Choose it:',
      'https://example.com/a?x=1&y=2',
      '',
      'Or this one:',
      'https://example.com/b',
      '',
      'If you did not ask for it, ignore this e-mail.',
      '',
      'Questions? Write to support@example.com.',
    ]);
    const html = mail.html ?? '';
    expect(html).toContain('<a href="https://example.com/a?x=1&amp;y=2">Choose it</a>');
    expect(html).toContain('<a href="https://example.com/b">Or this one</a>');
    expect(html).toContain('Choose a password. It works once.');
    // The text part's line before a link is not a paragraph of the HTML, where the button says it.
    expect(html).not.toContain('Choose it:');
    expect(html.indexOf('Choose a password.')).toBeLessThan(html.indexOf('Choose it</a>'));
    expect(html.indexOf('Or this one</a>')).toBeLessThan(html.indexOf('ignore this e-mail'));
  });

  it('shows a block as given in HTML, a link line when asked, and previews the first paragraph', async () => {
    const mail = await linkMail({
      ...base,
      body: [
        'Your record was not accepted.',
        { lines: ['Blurry <photo>'], html: markup`<blockquote>${'Blurry <photo>'}</blockquote>` },
      ],
      links: [{ url: 'https://example.com/up', label: 'Upload', line: 'Upload a new one:', lineShown: true }],
    });
    expect(mail.html).toContain('<blockquote>Blurry &lt;photo&gt;</blockquote>');
    expect(mail.html).toContain('Upload a new one:');
    expect(mail.html).toMatch(/display:none[^>]*>Your record was not accepted\.<\/div>/);
  });
});
