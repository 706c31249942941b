/**
 * Sub-account and shadow-account rules of the merchant profile (spec section 5): account numbers
 * are digits, at most 10; callback URLs, when given, are http/https URLs that do not point inside
 * the bank's network (callback-host.ts); no two sub-accounts share the same account number and
 * both callback URLs.
 */
import { SUB_ACCOUNT_MESSAGES as M } from '../../messages/merchant-messages';
import { isHttpUrl } from '../../core/patterns';
import { isInternalCallbackUrl } from './callback-host';
import { URL_MASK } from '../../format/mask-url';
import type { Issue } from '../../core/validation';
import { fieldRules, rule } from '../../core/validation';
import type { Values } from '../../core/values';
import { asArray, asRecord, isBlank, text } from '../../core/values';

const LIST = 'merchantDDProfile.merchantSubAcctProfiles';

const accountNumber = (path: string, v: Values) =>
  fieldRules<Values>(path, [
    rule('merchantProfile.accountNumberRequired', M.accountNumberRequired, (x) => isBlank(x.accountNumber)),
    rule('merchantProfile.accountNumberFormat', M.accountNumberFormat, (x) => !/^\d{1,10}$/.test(text(x.accountNumber))),
  ])(v);

const callbackUrl = (path: string, value: unknown) =>
  fieldRules<null>(path, [
    rule('merchantProfile.callbackUrlFormat', M.callbackUrlFormat, () => !isBlank(value) && !isHttpUrl(text(value))),
    rule('merchantProfile.callbackUrlInternal', M.callbackUrlInternal, () => isInternalCallbackUrl(text(value))),
  ])(null);

/**
 * True when two sub-accounts have the same account number and both callback URLs. A masked URL
 * (as the load response shows a stored one, `maskUrl`) stands for a URL the client cannot see:
 * two stored URLs with the same host mask alike whatever their paths, so a masked URL equals no
 * other here, and the server, which unmasks before it checks, decides.
 */
export function hasDuplicateSubAccounts(subAccounts: unknown): boolean {
  const keys = asArray(subAccounts).map((item, index) => {
    const v = asRecord(item);
    const url = (value: unknown) => {
      const typed = text(value).trim();
      return typed.includes(URL_MASK) ? { masked: index } : typed;
    };
    return JSON.stringify([text(v.accountNumber).trim(), url(v.paymentCallbackUrl), url(v.registerCallbackUrl)]);
  });
  return new Set(keys).size !== keys.length;
}

/** Issues of `merchantDDProfile.merchantSubAcctProfiles`. */
export function subAccountIssues(subAccounts: unknown): Issue[] {
  const issues = asArray(subAccounts).flatMap((item, i) => {
    const v = asRecord(item);
    const path = `${LIST}[${i}]`;
    return [
      ...accountNumber(`${path}.accountNumber`, v),
      ...callbackUrl(`${path}.paymentCallbackUrl`, v.paymentCallbackUrl),
      ...callbackUrl(`${path}.registerCallbackUrl`, v.registerCallbackUrl),
      ...asArray(v.shadowAccounts).flatMap((shadow, j) =>
        accountNumber(`${path}.shadowAccounts[${j}].accountNumber`, asRecord(shadow)),
      ),
    ];
  });
  if (hasDuplicateSubAccounts(subAccounts))
    issues.push({ field: LIST, code: 'merchantProfile.subAccountDuplicated', text: M.subAccountDuplicated });
  return issues;
}
