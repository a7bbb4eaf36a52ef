// The spec's rule for every thumbnail: one that fails to load gives way to the placeholder image,
// never a broken-image icon. Cards and link pages follow it in the card's script; the film page
// (its facade image, its native player's poster) here.
import { PLACEHOLDER } from '../portfolio/thumbnail.ts';

function replaceImage(image: HTMLImageElement): void {
  if (image.getAttribute('src') === PLACEHOLDER) return;
  // A srcset would keep the broken copies in place of the placeholder.
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.setAttribute('src', PLACEHOLDER);
}

/** Watches the film player's image and video; a failure already past is caught up with too. */
export function posterFallback(player: ParentNode): void {
  for (const image of player.querySelectorAll('img')) {
    image.addEventListener('error', () => replaceImage(image));
    // The image loads with the HTML, before this script: it may have failed already.
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
      replaceImage(image);
    }
  }
  for (const video of player.querySelectorAll('video')) {
    video.addEventListener('error', () => {
      console.warn('film video failed to load', video.currentSrc || video.getAttribute('src'));
      video.setAttribute('poster', PLACEHOLDER);
    });
  }
}
