// The header's page script (every public page): marks the section in view once the page has
// loaded; declared after-paint (integrations/page-scripts.ts).
import { watchActiveSection } from './active-nav.ts';
import { afterLoad } from './after-load.ts';

afterLoad(watchActiveSection);
