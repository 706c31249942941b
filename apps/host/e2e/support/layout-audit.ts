/**
 * The layout audit (issue 30) in the reference host's e2e: the kit's measuring
 * (@lego-portal/test-kit's layout-audit.ts, shared with the intranet example) behind this suite's
 * `expect`. What each check looks at is described there.
 */
import type { Page } from '@playwright/test';
import type { LayoutAuditOptions, LayoutProblem } from '@lego-portal/test-kit';
import { findLayoutProblems, formatProblem, settleAnimations } from '@lego-portal/test-kit';
import { expect } from './fixtures';

/**
 * Audits the page as it is, and fails (softly: the test goes on to the next screen, and lists
 * every screen's problems at its end) with one line per problem, under `where` (route, size,
 * language). Resolves with the problems found.
 */
export async function auditLayout(page: Page, where: string, options: LayoutAuditOptions): Promise<LayoutProblem[]> {
  // Measure the page at rest: a dialog zooming in or a row fading in has not its final box yet.
  await settleAnimations(page);
  const problems = await findLayoutProblems(page, options);
  expect.soft(problems.map(formatProblem), `layout audit of ${where}`).toEqual([]);
  return problems;
}
