// The size budgets of the portal, in one place: `npm test` fails when one is exceeded
// (scripts/check-budgets.mjs) and `npm run bench` prints the figures beside them. Sizes are
// deterministic for a given lockfile and source, so a budget is a test, not a benchmark.

/** Budgets in bytes of gzip (level 9), the way a browser downloads the files. */
export const BUDGETS = Object.freeze({
  /** The login route's first load: the scripts index.html loads and their static imports (issue 31: 85 kB). */
  firstLoad: 85_000,
  /** One screen's own lazy chunk (what opening the screen adds, without shared chunks). */
  screenChunk: 40_000,
  /** Every CSS file of the host's build together. */
  css: 25_000,
  /** One plain validator of @lego-portal/rules imported alone (with what it pulls in). */
  validator: 2_048,
});

/**
 * Budgets of what each host loads in a browser (scripts/host-weights.mjs, checked by
 * scripts/weights-check.mjs in the intranet example's step of `npm test`).
 * BUDGET_INTRANET_USER_LIST_RATIO overrides the ratio for one run.
 */
export const WEIGHT_BUDGETS = Object.freeze({
  /**
   * The intranet example's JavaScript to show its user list after sign-in (merchant picked), at
   * most this multiple of the reference host's for its user list after sign-in: a second host
   * built from the published packages pays about what the host built from source pays.
   */
  intranetUserListRatio: 1.15,
});

/**
 * Validators that only join other validators: the merchant profile is its three sections, each
 * a validator of its own within `validator`. Such a composite may weigh what its parts may
 * together, and no more: it pulls in nothing beyond them.
 */
export const COMPOSITE_VALIDATORS = Object.freeze({
  validateMerchantProfile: ['validateMerchantInfo', 'validateSubAccounts', 'validateFeeProfile'],
});

/** The budget of the validator `name` (a composite's is the sum of its parts'). */
export function validatorBudget(name, budgets = BUDGETS) {
  const parts = COMPOSITE_VALIDATORS[name];
  return parts ? parts.length * budgets.validator : budgets.validator;
}

/** `12.3 kB`, or `1.95 kB` below 10 kB (decimal, as the bench has always printed host sizes). */
export const kB = (bytes) => `${(bytes / 1000).toFixed(bytes < 10_000 ? 2 : 1)} kB`;

/**
 * Budget verdicts of the host's bundle figures (see apps/host/scripts/bench-sizes.mjs).
 * @param {ReturnType<typeof import('../apps/host/scripts/bench-sizes.mjs').bundleFigures>} sizes
 * @returns {{ label: string, bytes: number, budget: number, ok: boolean }[]}
 */
export function hostVerdicts(sizes, budgets = BUDGETS) {
  const verdict = (label, bytes, budget) => ({ label, bytes, budget, ok: bytes <= budget });
  return [
    verdict('login route first load (entry + static imports)', sizes.firstLoad.gzip, budgets.firstLoad),
    ...sizes.lazy.map((chunk) => verdict(`lazy chunk ${chunk.name} (on demand ${kB(chunk.onDemand)})`, chunk.gzip, budgets.screenChunk)),
    verdict('all CSS', sizes.css.gzip, budgets.css),
  ];
}
