// The one way JSON goes inside a <script> element (JSON-LD, page data): shared by the browser
// build and the server.

/**
 * JSON for a <script> body. Titles are user content, so every `<`, `>` and `&` is escaped:
 * `</script>` or `<!--` can never close or confuse the element; U+2028/2029 are escaped too,
 * for readers that still treat them as line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
