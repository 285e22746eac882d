/**
 * `text` safe inside HTML: &, <, >, " and ' escaped. Emails (lib/mailer.ts) and the
 * server-rendered receipt and due pages (issue 45 item 3) escape everything they write with it.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
