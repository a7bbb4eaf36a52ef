// The landing page's own script: the CV viewer's and the contact form's scripts, fetched when
// their section comes near; declared after-paint (integrations/page-scripts.ts).
import { afterLoad } from './after-load.ts';
import { startNearSections } from './near-sections.ts';

afterLoad(startNearSections);
