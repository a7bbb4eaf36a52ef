import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fr } from '../../../src/lib/i18n/fr.ts';

// The private link page's films, the same on both backends: its cards and the public players.

/** The card of the film titled `title` on a private link page. */
export const filmCard = (page: Page, title: string) =>
  page
    .locator('[data-link-portfolio] article')
    .filter({ has: page.getByRole('heading', { name: title }) });

/**
 * The public card on a link page, for two uploaded films: no sound button (their preview is the
 * silent copy; the one-unmuted rule is the same card's, tested on the landing page), then opens
 * `second` in the dialog and closes it with Escape.
 */
export async function checkPublicPlayers(page: Page, first: string, second: string) {
  const [a, b] = [filmCard(page, first), filmCard(page, second)];
  for (const card of [a, b]) {
    expect(await card.getByRole('heading').count()).toBe(1);
    expect(await card.locator('button[data-mute-toggle]').count()).toBe(0);
  }
  expect(await page.getByRole('button', { name: fr.portfolio.unmute }).count()).toBe(0);
  await b.getByRole('button', { name: new RegExp(fr.portfolio.play) }).click();
  const dialog = page.locator('dialog[open]');
  await dialog.waitFor();
  expect(await dialog.getByRole('heading', { name: second }).count()).toBe(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
}
