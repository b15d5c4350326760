import { markup } from '../../../lib/html';
import type { MailMessage } from '../../../providers/mail';
import { brandedMail } from '../../../providers/mail/branded-mail';
import { button, paragraph } from '../../../providers/mail/mail-blocks';
import { BRAND_GOLD } from '../../../providers/mail/mail-style';

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
export function vaccineRejectedMail(content: VaccineRejectedMailContent): Promise<MailMessage> {
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
  return brandedMail({
    brandName,
    supportEmail,
    to: content.to,
    subject: `${brandName}: your vaccination record was not accepted`,
    heading: 'Your vaccination record was not accepted',
    preview: intro,
    text: lines,
    html: markup`${paragraph(`Hi ${firstName},`)}${paragraph(intro)}<blockquote
        style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${BRAND_GOLD};white-space:pre-line;">${reason}</blockquote
      >${paragraph(next)}${button(uploadUrl, 'Upload your vaccine status')}`,
    reason: `You received this e-mail because you uploaded a vaccination record to your ${brandName} membership.`,
  });
}
