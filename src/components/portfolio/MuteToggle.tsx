import { fr } from '../../lib/i18n/fr.ts';
import { MUTE_TOGGLE } from '../../lib/page-markers.ts';
import { MUTED_PATH, UNMUTED_PATH } from './preview-look.ts';

export interface MuteToggleProps {
  muted: boolean;
  onToggle: () => void;
}

export function MuteToggle({ muted, onToggle }: MuteToggleProps) {
  return (
    <button
      type="button"
      aria-label={muted ? fr.portfolio.unmute : fr.portfolio.mute}
      onClick={onToggle}
      {...{ [MUTE_TOGGLE]: '' }}
      className="absolute right-2 bottom-2 z-10 inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-full bg-black/70 text-fg transition-colors hover:bg-black/90"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        <path d={muted ? MUTED_PATH : UNMUTED_PATH} stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
