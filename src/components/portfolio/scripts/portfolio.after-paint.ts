// The portfolio's page script: takes the baked cards over once the page has loaded, with the
// clicks the early catcher kept; declared after-paint (integrations/page-scripts.ts).
import { afterLoad } from '../../site/after-load.ts';

afterLoad(() => {
  import('./baked-grid.ts')
    .then(({ catchCategoryClicks, startBakedPortfolios }) => {
      startBakedPortfolios(undefined, window.filmfolioEarlyClicks);
      catchCategoryClicks();
    })
    .catch((error: unknown) => console.error('portfolio script failed to load', error));
});
