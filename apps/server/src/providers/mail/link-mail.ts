import { type SafeHtml, markup } from '../../lib/html';
import { type BrandedMailContent, brandedMail } from './branded-mail';
import { button, paragraph } from './mail-blocks';
import { mailText } from './mail-text';
import type { MailMessage } from './mailer';

/** A paragraph: one line of the text part; or lines kept together there, one paragraph in HTML unless `html` says. */
export type LinkMailBlock = string | { lines: string[]; html?: SafeHtml };

/** A link the e-mail is for: in the text part `line` then the URL, in HTML a button (after `line` if `lineShown`). */
export interface MailLink {
  url: string;
  label: string;
  line: string;
  lineShown?: boolean;
}

export interface LinkMailContent extends Omit<BrandedMailContent, 'text' | 'html' | 'preview'> {
  greeting: string;
  /** What it says before its links. */
  body: LinkMailBlock[];
  links: MailLink[];
  /** What it says after them (why to ignore it, say). */
  after?: string[];
  /** The inbox's preview line: the first paragraph unless given. */
  preview?: string;
}

const linesOf = (block: LinkMailBlock) => (typeof block === 'string' ? [block] : block.lines);
const htmlOf = (block: LinkMailBlock) =>
  typeof block === 'string' ? paragraph(block) : (block.html ?? paragraph(block.lines.join(' ')));

/**
 * The e-mails whose point is a link (a staff account's welcome, a sign-up's reminder, a password reset or link, a
 * vaccine record to upload again): the greeting, what it says, each link as a line and its URL in the text part
 * and a button in HTML, what follows, and "Questions?" closing the text part as the footer closes the HTML.
 */
export function linkMail(content: LinkMailContent): Promise<MailMessage> {
  const { greeting, body, links, after = [], ...branded } = content;
  const locale = content.locale ?? 'en';
  const text = [
    greeting,
    '',
    ...body.flatMap((block) => [...linesOf(block), '']),
    ...links.flatMap((link) => [link.line, link.url, '']),
    ...after.flatMap((line) => [line, '']),
    mailText.t(locale, 'mail.questions', { email: content.supportEmail }),
  ];
  const html = markup`${paragraph(greeting)}${body.map(htmlOf)}${links.map(
    (link) => markup`${link.lineShown ? paragraph(link.line) : null}${button(link.url, link.label)}`,
  )}${after.map((line) => paragraph(line))}`;
  return brandedMail({ ...branded, preview: content.preview ?? linesOf(body[0] ?? greeting)[0]!, text, html });
}
