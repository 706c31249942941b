/**
 * The English catalogue as one flat record keyed `area.name`, for translators and for screens
 * that show a spec text outside a validator. Validators do not import this module (they import
 * only their own area), so one validator stays small.
 */
import { COMMON_MESSAGES } from './common-messages';
import { CUSTOMER_MESSAGES } from './customer-messages';
import { LABELS, MENU_LABELS } from './labels';
import { FORGOT_PASSWORD_MESSAGES, LOGIN_MESSAGES } from './login-messages';
import { LOGO_MESSAGES } from './logo-messages';
import { MERCHANT_PROFILE_MESSAGES } from './merchant-profile-messages';
import type { Catalogue, MessageKey, MessageOverrides } from './message-types';
import { CHANGE_PASSWORD_MESSAGES, PASSWORD_RULE_LABELS } from './password-messages';
import { CSV_EXPORT_MESSAGES, REPORT_TITLES, SSO250_MESSAGES, TRANSACTION_SEARCH_MESSAGES } from './report-messages';
import { AUTHORIZATION_MESSAGES, USER_FORM_MESSAGES, USER_MESSAGES } from './user-messages';

const AREAS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  common: COMMON_MESSAGES,
  login: LOGIN_MESSAGES,
  forgotPassword: FORGOT_PASSWORD_MESSAGES,
  changePassword: CHANGE_PASSWORD_MESSAGES,
  passwordRule: PASSWORD_RULE_LABELS,
  user: USER_MESSAGES,
  userForm: USER_FORM_MESSAGES,
  authorization: AUTHORIZATION_MESSAGES,
  merchantProfile: MERCHANT_PROFILE_MESSAGES,
  logo: LOGO_MESSAGES,
  customer: CUSTOMER_MESSAGES,
  transactionSearch: TRANSACTION_SEARCH_MESSAGES,
  csvExport: CSV_EXPORT_MESSAGES,
  sso250: SSO250_MESSAGES,
  reportTitle: REPORT_TITLES,
  menu: MENU_LABELS,
  label: LABELS,
};

/** Every English text of the package, keyed `area.name` (e.g. `logo.tooLarge`). */
export const MESSAGES_EN: Catalogue = Object.freeze(
  Object.fromEntries(
    Object.entries(AREAS).flatMap(([area, group]) =>
      Object.entries(group).map(([name, value]) => [`${area}.${name}`, value]),
    ),
  ) as Record<MessageKey, string>,
);

/** The text of `key` in `messages`, falling back to English. */
export function translate(key: MessageKey, messages?: MessageOverrides): string {
  return messages?.[key] ?? MESSAGES_EN[key];
}
