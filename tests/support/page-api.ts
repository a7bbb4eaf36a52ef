import type { Page } from 'playwright-core';

/**
 * A JSON call made by the page itself (its cookies, its origin), as the admin's own scripts make
 * them; answers the parsed body.
 */
export function pageApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.json();
    },
    { method, path, body },
  );
}
