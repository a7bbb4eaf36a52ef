// Press quotes of a film (Presse): what a publication wrote, its name and an optional link to the
// article. Limits shared by the form, both stores (server/store/migrations/030-laurels-press.sql,
// supabase/migrations/20261128130000_press_and_references.sql) and the film page. No zod here:
// the schema is in video.ts, so pages reading quotes carry no validator.

export const PRESS_MAX = {
  /** Quotes per film. */
  quotes: 10,
  quote: 600,
  source: 120,
  url: 2048,
} as const;

export interface PressQuote {
  quote: string;
  /** The publication (or critic) quoted. */
  source: string;
  /** The article, http or https only; null when none was given. */
  url: string | null;
}

/** An absolute http(s) address without credentials: the only links a quote may carry. */
export function isPressUrl(value: string): boolean {
  if (value.length > PRESS_MAX.url) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/**
 * Quotes as read from a store or the network: anything not a well-formed quote is dropped, so a
 * page never shows half a quote nor links to an address the schema would refuse.
 */
export function pressOf(raw: unknown): PressQuote[] {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const quotes: PressQuote[] = [];
  for (const item of value.slice(0, PRESS_MAX.quotes)) {
    if (!item || typeof item !== 'object') continue;
    const { quote, source, url } = item as Record<string, unknown>;
    if (typeof quote !== 'string' || typeof source !== 'string') continue;
    if (!quote.trim() || !source.trim()) continue;
    const link = typeof url === 'string' && isPressUrl(url) ? url : null;
    quotes.push({ quote: quote.trim(), source: source.trim(), url: link });
  }
  return quotes;
}
