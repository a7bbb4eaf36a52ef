// Written into the page by the build (integrations/page-scripts.ts): it runs as the page is parsed,
// with no request, and keeps a card click made before the portfolio's script arrives
// (early-clicks-start.ts).
import { startHoldingEarlyClicks } from './early-clicks-start.ts';

startHoldingEarlyClicks();
