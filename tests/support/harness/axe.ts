import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Serious and critical axe violations of the page as it is now (WCAG 2.x A and AA rules). */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}
