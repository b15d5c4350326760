import type { Locale } from '@gym/contracts/i18n/locales';
import type { SafeHtml } from '../../lib/html';
import { memoizeAsync } from '../../lib/memo';
import { BRAND_GOLD, BRAND_GREEN, MAIL_FONT, MUTED, TEXT, WORDMARK_FONT } from './mail-style';

/**
 * The one layout of every e-mail: the brand's header, the content, the footer. It is written in MJML, which makes
 * the responsive, Outlook-proof tables, and compiled once, on the first e-mail: compiling takes milliseconds and
 * loading MJML most of a second, far too slow per message for a billing run's 100,000 receipts. Each message then
 * only joins the compiled parts with its slots' values, which are SafeHtml (escaped by markup``).
 */

const SLOTS = ['title', 'preview', 'mark', 'brand', 'heading', 'content', 'footer'] as const;
export type LayoutSlot = (typeof SLOTS)[number];
export type LayoutValues = Record<LayoutSlot, SafeHtml>;

/** A mark the layout's own markup never has; values go in after the cut, so one that contains it is harmless. */
const token = (slot: LayoutSlot) => `%%bf-slot-${slot}%%`;

/**
 * Styles MJML keeps in the head: links and the button's text, the phone layout and dark mode. Everything that
 * must hold where a client drops head styles (a Gmail app on a non-Google account) is inline besides.
 */
const HEAD_CSS = `
  .bf-copy a, .bf-footer a { color: ${BRAND_GREEN}; text-decoration: underline; }
  .bf-button a { color: ${BRAND_GREEN} !important; text-decoration: none !important; display: block; }
  @media only screen and (max-width: 479px) {
    .bf-pad > table > tbody > tr > td { padding-left: 20px !important; padding-right: 20px !important; }
    .bf-kv th, .bf-kv td { display: block !important; width: auto !important; }
    .bf-kv th { padding-bottom: 0 !important; border-bottom: 0 !important; }
    .bf-kv td { padding-top: 2px !important; }
    .bf-button { width: 100% !important; }
  }
  @media (prefers-color-scheme: dark) {
    body, .bf-body { background: #0d1613 !important; }
    .bf-card, .bf-card > table { background: #17231f !important; }
    .bf-card div, .bf-card p, .bf-card li, .bf-kv td { color: #e4ece8 !important; }
    .bf-heading h1, .bf-copy a, .bf-footer a { color: ${BRAND_GOLD} !important; }
    .bf-kv th, .bf-footer div { color: #a9bab3 !important; }
    .bf-kv th, .bf-kv td { border-color: #2c3b35 !important; }
    .bf-button a { color: ${BRAND_GREEN} !important; }
  }
`;

const MARK = `<table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr>
  <td width="40" height="40" align="center" valign="middle" bgcolor="${BRAND_GOLD}"
    style="width:40px;height:40px;border-radius:8px;background:${BRAND_GOLD};color:${BRAND_GREEN};font-size:16px;font-weight:800;line-height:40px;letter-spacing:1px;">${token('mark')}</td>
  <td style="padding-left:12px;color:#ffffff;font-family:${WORDMARK_FONT};font-size:22px;font-weight:700;line-height:24px;letter-spacing:1px;text-transform:uppercase;">${token('brand')}</td>
</tr></table>`;

export const LAYOUT_MJML = `<mjml lang="en">
  <mj-head>
    <mj-title>${token('title')}</mj-title>
    <mj-preview>${token('preview')}</mj-preview>
    <mj-breakpoint width="480px" />
    <mj-attributes>
      <mj-all font-family="${MAIL_FONT}" />
      <mj-text font-size="16px" line-height="24px" color="${TEXT}" padding="0" />
    </mj-attributes>
    <mj-raw>
      <meta name="color-scheme" content="light dark" />
      <meta name="supported-color-schemes" content="light dark" />
    </mj-raw>
    <mj-style>${HEAD_CSS}</mj-style>
  </mj-head>
  <mj-body width="600px" background-color="#eef2ef" css-class="bf-body">
    <mj-section padding="24px 0 0" />
    <mj-section background-color="${BRAND_GREEN}" border-bottom="4px solid ${BRAND_GOLD}" padding="20px 32px"
      css-class="bf-pad">
      <mj-column><mj-text>${MARK}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="32px 32px 16px" css-class="bf-pad bf-card">
      <mj-column>
        <mj-text font-size="24px" line-height="30px" font-weight="700" color="${BRAND_GREEN}" padding="0 0 16px"
          css-class="bf-heading"><h1 style="margin:0;font-size:24px;line-height:30px;font-weight:700;color:${BRAND_GREEN};">${token('heading')}</h1></mj-text>
        <mj-text css-class="bf-copy">${token('content')}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="20px 32px 32px" css-class="bf-pad">
      <mj-column>
        <mj-text font-size="13px" line-height="20px" color="${MUTED}" css-class="bf-footer">${token('footer')}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

/** The compiled HTML cut at its slots: parts[i] comes before slots[i]. */
interface CompiledLayout {
  parts: string[];
  slots: LayoutSlot[];
}

/**
 * Compiles the layout. Each slot must come out at least once (the title twice: the head's and the article's label),
 * and no other token: a slot that went missing would silently drop the message's content.
 */
export async function compileLayout(): Promise<CompiledLayout> {
  const { default: mjml2html } = await import('mjml');
  // Not minified: mjml 4 leaves minifying to its command line, and the layout is compiled once anyway.
  const { html, errors } = mjml2html(LAYOUT_MJML, { validationLevel: 'strict', fonts: {} });
  if (errors.length > 0) throw new Error(`e-mail layout: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  const pieces = html.split(/%%bf-slot-([a-z]+)%%/);
  const parts = pieces.filter((_piece, index) => index % 2 === 0);
  const slots = pieces.filter((_piece, index) => index % 2 === 1) as LayoutSlot[];
  const missing = SLOTS.filter((slot) => !slots.includes(slot));
  const unknown = slots.filter((slot) => !SLOTS.includes(slot));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(`e-mail layout: slots missing (${missing.join(', ')}) or unknown (${unknown.join(', ')})`);
  }
  return { parts, slots };
}

const layout = memoizeAsync((_key: 'layout') => compileLayout());

/**
 * The layout filled with one message's values (compiled on the first call; a failed compile is tried again), its
 * <html lang> the message's language.
 */
export async function renderLayout(locale: Locale, values: LayoutValues): Promise<string> {
  const { parts, slots } = await layout.get('layout');
  let html = locale === 'en' ? parts[0]! : parts[0]!.replace(/<html lang="en"/, `<html lang="${locale}"`);
  for (let index = 0; index < slots.length; index += 1) html += values[slots[index]!].value + parts[index + 1]!;
  return html;
}
