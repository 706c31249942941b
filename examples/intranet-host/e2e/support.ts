/** Steps the intranet tests share: the portal's landmarks and lists as a person finds them. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The portal's content: the screen's section under the intranet's own <main>. */
export const portal = (page: Page): Locator => page.locator('.lp-root').first();

/** Rows of the screen's table body, once the first answer is in. */
export const bodyRows = (page: Page): Locator => portal(page).locator('tbody tr');

/** Waits until nothing in the portal says it is busy. */
export const settled = (page: Page) => expect(page.locator('[aria-busy=true]')).toHaveCount(0);

/** The user list's filter form. */
export const userFilters = (page: Page): Locator => portal(page).getByRole('search');
