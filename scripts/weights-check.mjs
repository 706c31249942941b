// The budgets of what each host loads (issue 31), over the figures of scripts/host-weights.mjs:
// - the intranet example's JS to show its user list after sign-in is at most
//   WEIGHT_BUDGETS.intranetUserListRatio times the reference host's (BUDGET_INTRANET_USER_LIST_RATIO
//   overrides it for one run);
// - opening a feature loads only that feature's code: no file the intranet loaded to show its
//   first feature (the user list, from the sign-in page on) nor any file it loaded on opening the
//   next ones (the transaction report, the merchant profile) holds portal-ui modules of another
//   feature or screen area, read from the chunks' source maps (scripts/weights-sources.mjs).
import { WEIGHT_BUDGETS } from './budgets.mjs';
import { foreignModules } from './weights-sources.mjs';

/** The feature each step of the journey opens (a key of FEATURE_AREAS), and whether it is the first. */
const STEP_FEATURES = [
  { step: 'user list', area: 'users', first: true },
  { step: 'transaction report', area: 'transaction-report' },
  { step: 'merchant profile', area: 'merchant-profile' },
];

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** WEIGHT_BUDGETS with the BUDGET_* environment overrides applied. */
export function weightBudgets(env = process.env) {
  const ratio = Number(env.BUDGET_INTRANET_USER_LIST_RATIO);
  return { ...WEIGHT_BUDGETS, ...(Number.isFinite(ratio) && ratio > 0 ? { intranetUserListRatio: ratio } : {}) };
}

/**
 * Verdicts over both hosts' figures (measureHost's results by host).
 * @returns {{ label: string, ok: boolean, detail: string[] }[]}
 */
export function checkWeights(results, budgets = weightBudgets()) {
  const verdicts = [];
  const { reference, intranet } = results;
  for (const [host, result] of Object.entries({ reference, intranet })) {
    if (!result || result.error) verdicts.push({ label: `${host} measured`, ok: false, detail: [result?.error ?? 'no figures'] });
  }
  if (verdicts.length > 0) return verdicts;

  const userList = (steps) => steps.find((step) => step.name === 'user list').cumulative;
  const ratio = userList(intranet) / userList(reference);
  verdicts.push({
    label: `intranet JS to show its user list after sign-in: ${kB(userList(intranet))} = ${ratio.toFixed(2)} x the reference host's ${kB(userList(reference))} (budget ${budgets.intranetUserListRatio} x)`,
    ok: ratio <= budgets.intranetUserListRatio,
    detail: [],
  });

  for (const { step, area, first } of STEP_FEATURES) {
    const index = intranet.findIndex((s) => s.name === step);
    // The first feature answers for all the intranet loaded from its sign-in page on: the sign-in
    // page is the intranet's own and needs nothing of the portal's features.
    const files = first ? intranet.slice(0, index + 1).flatMap((s) => s.files) : intranet[index].files;
    const offenders = foreignModules(files, area);
    verdicts.push({
      label: `intranet: opening the ${step}${first ? ' (first feature, from the sign-in page on)' : ''} loads no other feature's modules (${files.length} files)`,
      ok: offenders.length === 0,
      detail: offenders.map(({ file, area: other, modules }) => `${file} holds ${modules.length} module(s) of ${other}: ${modules.slice(0, 6).join(', ')}${modules.length > 6 ? ', ...' : ''}`),
    });
  }
  return verdicts;
}

/** The verdicts as lines, `ok` or `OVER` first, the offending files under each failure. */
export function formatVerdicts(verdicts) {
  const lines = [];
  for (const verdict of verdicts) {
    lines.push(`${verdict.ok ? 'ok    ' : 'OVER  '} ${verdict.label}`);
    for (const line of verdict.detail) lines.push(`         ${line}`);
  }
  const failed = verdicts.filter((verdict) => !verdict.ok);
  lines.push(failed.length === 0 ? `all ${verdicts.length} weight budgets met` : `FAIL: ${failed.length} of ${verdicts.length} weight budget(s) not met`);
  return lines.join('\n');
}
