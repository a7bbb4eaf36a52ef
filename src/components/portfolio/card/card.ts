// The public card's behaviour, attached to its markup (card-html.ts) without React: its preview
// mounts near the viewport and is torn down (and muted) when far, its sound button follows the
// one-unmuted rule, and a click on the card opens the player dialog, whose code loads on that
// first click. The baked grid, the live grid, the link page and the admin's list all run it.

import { MUTED_PATH, UNMUTED_PATH } from '../../../lib/card/sound-icon.ts';
import {
  CARD_OPENER,
  CARD_PICTURE,
  MUTE_TOGGLE,
  marked,
  PLAY_ICON,
} from '../../../lib/page-markers.ts';
import type { Video } from '../../../lib/video.ts';
import { $unmutedId, muteAll, muteVideo, toggleMuted } from '../../../stores/muted.ts';
import { createPlayer, type Player } from './players.ts';

export interface MuteLabels {
  mute: string;
  unmute: string;
}

export interface Card {
  setNear(near: boolean): void;
  /** The pause button's state (src/stores/previews-paused.ts). */
  setPaused(paused: boolean): void;
  destroy(): void;
}

export function startCard(article: HTMLElement, video: Video, labels: MuteLabels): Card {
  const box = article.firstElementChild as HTMLElement;
  const image = box.querySelector('img');
  const icon = box.querySelector(marked(PLAY_ICON));
  const opener = box.querySelector<HTMLButtonElement>(CARD_OPENER);
  const toggle = box.querySelector<HTMLButtonElement>(`button${marked(MUTE_TOGGLE)}`);
  // A film not shaped like the tile plays in its own box, on black (card-html.ts).
  const picture = box.querySelector<HTMLElement>(marked(CARD_PICTURE));
  let near = false;
  let paused = false;
  // While paused a preview plays only once the visitor used its sound button.
  let started = false;
  let player: Player | null = null;
  const muted = () => $unmutedId.get() !== video.id;
  const allowPlay = () => !paused || started;

  const showIcon = (shown: boolean) => {
    if (!icon) return;
    if (shown && !icon.isConnected) box.insertBefore(icon, opener);
    if (!shown) icon.remove();
  };

  const mount = () => {
    player?.destroy();
    player = null;
    showIcon(true);
    if (!near) return;
    player = createPlayer(video, {
      allowPlay: allowPlay(),
      muted: muted(),
      onLoaded: () => showIcon(false),
    });
    if (!player) return;
    if (picture) picture.append(player.element);
    else box.insertBefore(player.element, icon ?? opener);
    player.setAllowPlay(allowPlay());
  };

  // A native preview only plays or pauses; an embed is mounted or removed.
  const refresh = () => {
    if (player?.element instanceof HTMLVideoElement) player.setAllowPlay(allowPlay());
    else mount();
  };

  const unsubscribe = $unmutedId.subscribe(() => {
    const isMuted = muted();
    player?.setMuted(isMuted);
    if (!toggle) return;
    toggle.setAttribute('aria-label', isMuted ? labels.unmute : labels.mute);
    toggle
      .querySelector('svg')
      ?.lastElementChild?.setAttribute('d', isMuted ? MUTED_PATH : UNMUTED_PATH);
  });

  const onToggle = () => {
    const wasStarted = started;
    started = true;
    toggleMuted(video.id);
    if (!wasStarted && paused) refresh();
  };
  toggle?.addEventListener('click', onToggle);

  // One dialog at a time: a second click while the dialog's code is on its way opens nothing more.
  let dialogOpen = false;
  const onOpen = () => {
    muteAll();
    if (dialogOpen) return;
    dialogOpen = true;
    const closed = () => {
      dialogOpen = false;
    };
    import('../open-dialog.tsx')
      .then(({ openPlayerDialog }) => openPlayerDialog(video, closed))
      .catch((error: unknown) => {
        closed();
        console.error('player dialog failed to load', error);
      });
  };
  opener?.addEventListener('click', onOpen);

  // The placeholder is the box's own background (.thumb-placeholder): a failed image is only
  // hidden, so no browser shows a broken-image sign over it. It started loading with the HTML,
  // before this script: a failure may be past already.
  const onImageError = () => {
    if (image) image.hidden = true;
  };
  image?.addEventListener('error', onImageError);
  if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) onImageError();

  return {
    setNear(value) {
      if (value === near) return;
      near = value;
      if (!near) muteVideo(video.id);
      mount();
    },
    setPaused(value) {
      if (value === paused) return;
      paused = value;
      // Pausing stops every preview, also one its sound button had started.
      if (paused) started = false;
      refresh();
    },
    destroy() {
      player?.destroy();
      player = null;
      showIcon(true);
      unsubscribe();
      toggle?.removeEventListener('click', onToggle);
      opener?.removeEventListener('click', onOpen);
      image?.removeEventListener('error', onImageError);
    },
  };
}
