import { type SafeHtml, markup } from '../../lib/html';
import { BRAND_GOLD, BRAND_GREEN, MUTED, RULE, TEXT } from './mail-style';

/**
 * The pieces an e-mail's content is made of, styled inline (the layout's head styles only add the phone layout,
 * dark mode and link colours). Every value is escaped by markup``. Links are plain <a href>: their colour comes
 * from the layout, so a client without head styles shows an ordinary link, never an invisible one.
 */

export const paragraph = (content: unknown) => markup`<p style="margin:0 0 16px;">${content}</p>`;

/** A quieter line, for a note beside a button. */
export const note = (content: unknown) =>
  markup`<p style="margin:-8px 0 16px;font-size:14px;line-height:20px;color:${MUTED};">${content}</p>`;

export const link = (url: string, text: string) => markup`<a href="${url}">${text}</a>`;

/**
 * The main action: a gold block with the brand's green text, full width on a phone. The cell carries the colour
 * and padding, so it looks like a button wherever tables do (Outlook included).
 */
export const button = (url: string, label: string) =>
  markup`<table role="presentation" class="bf-button" border="0" cellpadding="0" cellspacing="0"
    style="margin:8px 0 24px;border-collapse:separate;"><tr>
    <td align="center" bgcolor="${BRAND_GOLD}"
      style="background:${BRAND_GOLD};border-radius:6px;padding:12px 24px;font-size:16px;line-height:22px;font-weight:700;color:${BRAND_GREEN};"
      >${link(url, label)}</td>
  </tr></table>`;

/** Label and value rows (what was paid, the dates, the reference); the rows stack on a phone. */
export const keyValueTable = (rows: [string, string][]): SafeHtml =>
  markup`<table role="presentation" class="bf-kv" width="100%" border="0" cellpadding="0" cellspacing="0"
    style="width:100%;border-collapse:collapse;margin:0 0 24px;">${rows.map(
      ([label, value]) =>
        markup`<tr><th align="left" valign="top" width="38%"
          style="padding:10px 12px 10px 0;border-bottom:1px solid ${RULE};font-size:14px;line-height:22px;font-weight:600;color:${MUTED};text-align:left;"
          >${label}</th><td valign="top"
          style="padding:10px 0;border-bottom:1px solid ${RULE};font-size:15px;line-height:22px;color:${TEXT};"
          >${value}</td></tr>`,
    )}</table>`;
