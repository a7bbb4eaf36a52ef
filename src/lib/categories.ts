// Categories as films use them: the filter row, the category pages and the form's suggestions.
import { slugify } from './slug.ts';

export interface Category {
  name: string;
  slug: string;
  /** 'fr': a French name on an English page, the film having no English one (issue 32). */
  lang?: 'fr';
}

/**
 * Each category once, in order of first appearance in the list (portfolio order), spelled as its
 * first film spells it. Names that differ only in case or accents share one page.
 */
export function categoriesOf(
  videos: ReadonlyArray<{ category?: string | null; fr_fields?: readonly string[] }>,
): Category[] {
  const seen = new Map<string, Category>();
  for (const { category, fr_fields } of videos) {
    const name = category?.trim();
    if (!name) continue;
    const slug = slugify(name);
    if (!slug || seen.has(slug)) continue;
    seen.set(slug, fr_fields?.includes('category') ? { name, slug, lang: 'fr' } : { name, slug });
  }
  return [...seen.values()];
}

/** The category a film belongs to, as its page's address part; '' when it has none. */
export const categorySlugOf = (video: { category?: string | null }): string =>
  slugify(video.category?.trim() ?? '');

export const categoryPath = (slug: string): string => `/categories/${slug}/`;

/** The films of one category, in the list's order. */
export function inCategory<T extends { category?: string | null }>(
  videos: readonly T[],
  slug: string,
): T[] {
  return videos.filter((video) => categorySlugOf(video) === slug);
}
