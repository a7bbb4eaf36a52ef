// The attributes that plain browser scripts and the server look for in the built pages. The
// markup that writes them and the code that reads them both import these names, so a rename
// cannot leave a reader behind; tests/budgets/page-markers.test.ts finds each page's required
// markers in the built HTML. data-testid is for tests only: no script reads it.

/** A card's article, with its film's id as value (card/cards.ts pairs cards with the list). */
export const VIDEO_ID = 'data-video-id';
/** A card's play icon, hidden once its preview shows (card/card.ts). */
export const PLAY_ICON = 'data-play-icon';
/** A card's picture box, when its film is not shaped like the tile: its preview mounts in it. */
export const CARD_PICTURE = 'data-card-picture';
/** A card's player opener: the button over its thumbnail that opens the player dialog. */
export const CARD_OPENER = 'button[aria-haspopup="dialog"]';
/** A card's sound button: YouTube and Vimeo cards only (an uploaded film's copy is silent). */
export const MUTE_TOGGLE = 'data-mute-toggle';

/** The host of a baked grid, with its mute labels (baked-grid.ts, category-filter.ts). */
export const PORTFOLIO = 'data-portfolio';
/** The host's JSON list of the films baked into it. */
export const PORTFOLIO_VIDEOS = 'data-portfolio-videos';
/** A grid item's, a category link's and a category page host's category slug. */
export const CATEGORY = 'data-category';
/** The landing page's category row, filtered in place (category-clicks.ts). */
export const CATEGORY_FILTER = 'data-category-filter';

/** The link page's body, filled from one of its templates (server/links/page.ts, link-page.ts). */
export const PRIVATE_LINK_BODY = 'data-private-link-body';
/** A link page template, with its state as value: unavailable, password or films. */
export const PRIVATE_LINK_TEMPLATE = 'data-private-link';
/** Where a private link's films are drawn, and its JSON list of them (link-films.ts). */
export const LINK_PORTFOLIO = 'data-link-portfolio';
export const LINK_VIDEOS = 'data-link-videos';
/** The password form's alerts. */
export const WRONG_PASSWORD = 'data-wrong-password';
export const TOO_MANY = 'data-too-many';

/** A film page's player box and its play button (film-page.ts). */
export const FILM_PLAYER = 'data-film-player';
export const FILM_PLAY = 'data-film-play';
/** A film page's copy-link button and the status line that answers it. */
export const COPY_LINK = 'data-copy-link';
export const COPY_STATUS = 'data-copy-status';

/** The previews' pause button (src/stores/previews-paused.ts). */
export const PREVIEWS_PAUSE = 'data-previews-pause';
/** The CV viewer's box, its loading line and where its pages are drawn (cv-viewer.ts). */
export const CV_VIEWER = 'data-cv-viewer';
export const CV_LOADING = 'data-cv-loading';
export const CV_PAGES = 'data-cv-pages';
/** The contact form, started near the viewport (near-sections.ts). */
export const CONTACT_FORM = 'data-contact-form';

/** The CSS selector of an element carrying the attribute (with that value, when given). */
export const marked = (name: string, value?: string): string =>
  value === undefined ? `[${name}]` : `[${name}="${value}"]`;

/** The attributes each kind of built page must carry for its scripts and the server. */
export const REQUIRED_MARKERS = {
  landing: [
    PORTFOLIO,
    PORTFOLIO_VIDEOS,
    VIDEO_ID,
    PLAY_ICON,
    MUTE_TOGGLE,
    CATEGORY_FILTER,
    PREVIEWS_PAUSE,
    CV_VIEWER,
    CV_LOADING,
    CV_PAGES,
    CONTACT_FORM,
  ],
  film: [FILM_PLAYER, FILM_PLAY, COPY_LINK, COPY_STATUS],
  // No MUTE_TOGGLE: a category of uploaded films has no sound button (src/lib/card/card-html.ts).
  category: [PORTFOLIO, PORTFOLIO_VIDEOS, VIDEO_ID, PLAY_ICON, CATEGORY, PREVIEWS_PAUSE],
  privateLink: [
    PRIVATE_LINK_BODY,
    PRIVATE_LINK_TEMPLATE,
    LINK_PORTFOLIO,
    PREVIEWS_PAUSE,
    WRONG_PASSWORD,
    TOO_MANY,
  ],
} as const;
