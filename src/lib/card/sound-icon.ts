// The sound button's second stroke: a cross when muted, sound waves when not. Apart from the
// card's markup so the card's script (src/components/portfolio/card/card.ts) takes only these.
export const MUTED_PATH = 'M16 9l5 6M21 9l-5 6';
export const UNMUTED_PATH = 'M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12';
