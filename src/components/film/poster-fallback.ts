// The spec's rule for every thumbnail: one that fails to load gives way to the placeholder image,
// never a broken-image icon. Cards and link pages follow it in the card's script; the film page
// (its facade image, its native player's poster) here. The placeholder is drawn by CSS behind the
// image (.thumb-placeholder in src/styles/global.css): a failed image is only hidden.
import { PLACEHOLDER } from '../../lib/card/thumbnail.ts';

function hideImage(image: HTMLImageElement): void {
  image.hidden = true;
}

/** Watches the film player's image and video; a failure already past is caught up with too. */
export function posterFallback(player: ParentNode): void {
  for (const image of player.querySelectorAll('img')) {
    image.addEventListener('error', () => hideImage(image));
    // The image loads with the HTML, before this script: it may have failed already.
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
      hideImage(image);
    }
  }
  for (const video of player.querySelectorAll('video')) {
    video.addEventListener('error', () => {
      console.warn('film video failed to load', video.currentSrc || video.getAttribute('src'));
      video.setAttribute('poster', PLACEHOLDER);
    });
  }
}
