import type { Locale } from '@gym/contracts/i18n/locales';
import { type SafeHtml, markup } from '../../lib/html';
import { renderLayout } from './branded-layout';
import { link } from './mail-blocks';
import { mailText, sentenceWithLink } from './mail-text';
import type { MailAttachment, MailMessage } from './mailer';

/** One e-mail in the brand's layout: its plain-text part as written, its HTML part in the shared layout. */
export interface BrandedMailContent {
  /** The recipient's language: the layout's own words (the footer's support line) and its lang attribute. */
  locale?: Locale;
  brandName: string;
  supportEmail: string;
  to: string;
  subject: string;
  /** The HTML part's title over the content. */
  heading: string;
  /** The line an inbox shows after the subject. */
  preview: string;
  /** The plain-text part, line by line. */
  text: string[];
  /** The HTML content, from the blocks in mail-blocks.ts; the footer's support line closes it. */
  html: SafeHtml;
  /** Why the person got this e-mail, in the footer. */
  reason: string;
  /** The club the e-mail is about, when it is one: the footer gives its address. */
  club?: { displayName: string; street: string; city: string } | null;
  attachments?: MailAttachment[];
}

/** The mark in the header: the initials of the brand's first two words ('Bay Fit Clubs': 'BF'). */
export function brandInitials(brandName: string): string {
  const words = brandName.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0]!.toUpperCase())
    .join('');
}

function footer(content: BrandedMailContent): SafeHtml {
  const { brandName, supportEmail, club, reason } = content;
  const questions = sentenceWithLink(
    (values) => mailText.t(content.locale ?? 'en', 'mail.questions', values),
    'email',
    {},
    link(`mailto:${supportEmail}`, supportEmail),
  );
  return markup`<p style="margin:0 0 8px;">${questions}</p>
    <p style="margin:0 0 8px;">${reason}</p>
    <p style="margin:0;"><strong>${brandName}</strong>${
      club ? markup` · ${club.displayName}, ${club.street}, ${club.city}` : null
    }</p>`;
}

/** Builds the message: the text as given, the HTML in the layout (compiled on the first e-mail of the process). */
export async function brandedMail(content: BrandedMailContent): Promise<MailMessage & { html: string }> {
  const html = await renderLayout(content.locale ?? 'en', {
    title: markup`${content.subject}`,
    preview: markup`${content.preview}`,
    mark: markup`${brandInitials(content.brandName)}`,
    brand: markup`${content.brandName}`,
    heading: markup`${content.heading}`,
    content: content.html,
    footer: footer(content),
  });
  return {
    to: content.to,
    subject: content.subject,
    text: content.text.join('\n'),
    html,
    ...(content.attachments ? { attachments: content.attachments } : {}),
  };
}
