// Shared end-to-end helper: the uncaught errors of a page, collected from now on (a test expects none).
import type { Page } from '@playwright/test';

export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
