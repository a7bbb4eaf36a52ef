import { PLAY_ICON } from '../../lib/page-markers.ts';

export function PlayIcon() {
  return (
    <span
      aria-hidden="true"
      data-testid="play-icon"
      {...{ [PLAY_ICON]: '' }}
      className="pointer-events-none absolute inset-0 flex items-center justify-center"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-black/60 text-fg">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 h-7 w-7">
          <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
        </svg>
      </span>
    </span>
  );
}
