// The one escaper for text put into HTML (and XML) by string: pages the server fills, the
// contact form's answer page, the sitemap. Shared by the browser build and the server.

const SPECIAL = /[&<>"']/g;

/**
 * Text safe as element content and as a quoted attribute value (either quote): `& < > " '`
 * become numeric character references, which HTML and XML both read.
 */
export function escapeHtml(text: string): string {
  return text.replace(SPECIAL, (ch) => `&#${ch.charCodeAt(0)};`);
}
