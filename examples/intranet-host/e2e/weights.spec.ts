/**
 * What each host loads (issue 31's budgets, deterministic, hence a test): in the suite's own
 * sandbox and servers, the reference host (demo_full) and this example's React 19 build
 * (staff_maker) each sign in once and open the user list, the transaction report and the
 * merchant profile; scripts/host-weights.mjs sums the gzip -9 sizes of the .js files each step
 * loaded, read from the builds, and prints the table. The test fails when the intranet needs more
 * than 1.15 times the reference host's JavaScript to show its user list after sign-in
 * (BUDGET_INTRANET_USER_LIST_RATIO overrides it), or when opening a feature loads code of another
 * (scripts/weights-check.mjs names the files and the modules).
 */
import { INTRANET_DIST, REFERENCE_DIST, formatTable, measureHost } from '../../../scripts/host-weights.mjs';
import { checkWeights, formatVerdicts } from '../../../scripts/weights-check.mjs';
import { expect, test } from './fixtures';

test('the intranet pays at most 1.15 x the reference host’s JavaScript for its user list, and each feature loads only its own code', async ({ browser, reactMajor }) => {
  test.skip(reactMajor !== 19, 'measured once, on the React 19 build (examples/intranet-host/dist)');
  test.setTimeout(120_000);
  const reference = process.env.REFERENCE_URL;
  const intranet = process.env.INTRANET_19_URL;
  if (!reference || !intranet) throw new Error('REFERENCE_URL and INTRANET_19_URL are set by the global setup');
  const results = {
    reference: await measureHost({ browser, host: 'reference', url: reference, distDir: REFERENCE_DIST }),
    intranet: await measureHost({ browser, host: 'intranet', url: intranet, distDir: INTRANET_DIST }),
  };
  const verdicts = checkWeights(results);
  console.log(`${formatTable(results, { files: true })}\n\n${formatVerdicts(verdicts)}`);
  const failed = verdicts.filter((verdict) => !verdict.ok).map((verdict) => [verdict.label, ...verdict.detail].join('\n    '));
  expect(failed, 'weight budgets (scripts/budgets.mjs WEIGHT_BUDGETS)').toEqual([]);
});
