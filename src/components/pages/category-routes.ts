// The category pages of one language, for src/pages/categories/[slug].astro and its /en/ twin
// (issue 32): one per category used by a visible film, with its films in portfolio order.
import { loadBuildVideos } from '../../backend/build-content.ts';
import { type Category, categoriesOf, categoryPath, inCategory } from '../../lib/categories.ts';
import { type PagePaths, samePage } from '../../lib/i18n/alternates.ts';
import { localizeVideos, pathIn } from '../../lib/i18n/localize.ts';
import type { Lang } from '../../lib/i18n/messages.ts';
import { categoryPagePaths } from '../../lib/language-pages.ts';
import { sortVideos } from '../../lib/layout.ts';
import type { Video } from '../../lib/video.ts';

export type CategoryRouteProps = {
  category: Category;
  categories: Category[];
  videos: Video[];
  paths: PagePaths;
};

export async function categoryRoutes(lang: Lang) {
  const stored = sortVideos((await loadBuildVideos()) ?? []);
  const videos = localizeVideos(stored, lang);
  const categories = categoriesOf(videos);
  const paths = categoryPagePaths(stored);
  return categories.map((category) => {
    const own = pathIn(categoryPath(category.slug), lang);
    const props: CategoryRouteProps = {
      category,
      categories,
      videos: inCategory(videos, category.slug),
      paths: paths.get(own) ?? samePage(categoryPath(category.slug)),
    };
    return { params: { slug: category.slug }, props };
  });
}
