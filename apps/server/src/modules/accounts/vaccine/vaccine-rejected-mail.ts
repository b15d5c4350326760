import { markup } from '../../../lib/html';
import type { MailMessage } from '../../../providers/mail';

export interface VaccineRejectedMailContent {
  brandName: string;
  supportEmail: string;
  to: string;
  firstName: string;
  /** The reviewer's words, as typed: escaped in the HTML part like every value. */
  reason: string;
  /** Where the member uploads a new record. */
  uploadUrl: string;
}

/** Tells the member their vaccination record was not accepted, why, and where to upload a new one. */
export function vaccineRejectedMail(content: VaccineRejectedMailContent): MailMessage {
  const { brandName, supportEmail, firstName, reason, uploadUrl } = content;
  const intro = 'Our staff checked the vaccination record you uploaded and could not accept it. They wrote:';
  const next = 'Please upload a new photo or PDF of your vaccination record:';
  const lines = [
    `Hi ${firstName},`,
    '',
    intro,
    '',
    reason,
    '',
    next,
    uploadUrl,
    '',
    `Questions? Write to ${supportEmail}.`,
  ];
  const html = markup`<p>Hi ${firstName},</p>
    <p>${intro}</p>
    <blockquote style="white-space: pre-line">${reason}</blockquote>
    <p>${next} <a href="${uploadUrl}">upload your vaccine status</a>.</p>
    <p>Questions? Write to <a href="mailto:${supportEmail}">${supportEmail}</a>.</p>`;
  return {
    to: content.to,
    subject: `${brandName}: your vaccination record was not accepted`,
    text: lines.join('\n'),
    html: html.value,
  };
}
