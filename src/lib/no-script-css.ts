// What a visitor without JavaScript is spared: the controls that only a script makes work. Left
// in the page they were buttons that did nothing (the sound buttons, the invisible button over
// each thumbnail that opens the player, the previews' pause row) and a CV box that said
// "Chargement du CV…" for ever. Base.astro writes this in a <noscript>, so a browser that runs
// scripts never applies it. The CV keeps its download link, and each card its film page link.
import {
  CARD_OPENER,
  CV_VIEWER,
  MUTE_TOGGLE,
  marked,
  PREVIEWS_PAUSE,
  VIDEO_ID,
} from './page-markers.ts';

const NO_SCRIPT_HIDDEN = [
  marked(MUTE_TOGGLE),
  `${marked(VIDEO_ID)} ${CARD_OPENER}`,
  `div:has(> ${marked(PREVIEWS_PAUSE)})`,
  `div:has(> ${marked(CV_VIEWER)})`,
] as const;

export const NO_SCRIPT_CSS = `${NO_SCRIPT_HIDDEN.join(',')}{display:none}`;
