const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Puts the referrer's first name into the popup copy from site_texts at each `{name}`. The copy is
 * HTML the gym writes; the name is data, so it is escaped (and the client sanitises the result too).
 */
export function fillPopupCopy(template: string, firstName: string): string {
  return template.replaceAll('{name}', escapeHtml(firstName));
}
