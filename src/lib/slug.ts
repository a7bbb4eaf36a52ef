// A film page's address part: made from the title, editable, unique. Pure, so the form, both
// adapters and the migrations' backfill share one rule (docs/film-pages.md).

export const SLUG_MAX = 80;
/** Lowercase letters and digits in groups joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The address of a title that has no letter or digit at all. */
export const FALLBACK_SLUG = 'film';

// Letters NFD does not split into a base letter and a mark.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/** Accents folded, lowercase, every other run of characters one dash; '' when nothing is left. */
export function slugify(text: string): string {
  // Marks go before the letters are mapped, so "ǣ" (æ and a macron) is "ae" like "æ"; the same
  // steps as the database's public.slugify (supabase/migrations/20261126090000_one_slug_rule.sql).
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[œæßøđł]/g, (c) => LIGATURES[c] ?? c);
  const dashed = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return dashed.slice(0, SLUG_MAX).replace(/-+$/, '');
}

/** The title's slug, or the fallback when the title has no letter or digit. */
export function slugFromTitle(title: string): string {
  return slugify(title) || FALLBACK_SLUG;
}

/** `base`, or `base-2`, `base-3`… the first one `isTaken` refuses; stays within SLUG_MAX. */
export function firstFreeSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}
