// Set up for the e2e projects (vitest.config.ts): a journey fails on any uncaught error or
// unhandled rejection in one of its pages (tests/support/harness/page-errors.ts), even when every
// assertion of the test passed.
import { afterAll, afterEach } from 'vitest';
import { takePageErrors } from './page-errors.ts';

function check(): void {
  const errors = takePageErrors();
  if (errors.length > 0) {
    throw new Error(`uncaught error in the page:\n${errors.join('\n')}`);
  }
}

afterEach(check);
afterAll(check);
