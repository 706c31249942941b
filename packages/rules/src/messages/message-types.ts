/** Types of the message catalogue: keys are `area.name`, e.g. `login.passwordRequired`. */
import type { COMMON_MESSAGES } from './common-messages';
import type { CUSTOMER_MESSAGES } from './customer-messages';
import type { FORGOT_PASSWORD_MESSAGES, LOGIN_MESSAGES } from './login-messages';
import type { LOGO_MESSAGES } from './logo-messages';
import type { MERCHANT_PROFILE_MESSAGES } from './merchant-profile-messages';
import type { CHANGE_PASSWORD_MESSAGES, PASSWORD_RULE_LABELS } from './password-messages';
import type { CSV_EXPORT_MESSAGES, REPORT_TITLES, SSO250_MESSAGES, TRANSACTION_SEARCH_MESSAGES } from './report-messages';
import type { AUTHORIZATION_MESSAGES, USER_FORM_MESSAGES, USER_MESSAGES } from './user-messages';
import type { LABELS, MENU_LABELS } from './labels';

type Keys<Area extends string, Group> = `${Area}.${Extract<keyof Group, string>}`;

/** Every key of the catalogue. */
export type MessageKey =
  | Keys<'common', typeof COMMON_MESSAGES>
  | Keys<'login', typeof LOGIN_MESSAGES>
  | Keys<'forgotPassword', typeof FORGOT_PASSWORD_MESSAGES>
  | Keys<'changePassword', typeof CHANGE_PASSWORD_MESSAGES>
  | Keys<'passwordRule', typeof PASSWORD_RULE_LABELS>
  | Keys<'user', typeof USER_MESSAGES>
  | Keys<'userForm', typeof USER_FORM_MESSAGES>
  | Keys<'authorization', typeof AUTHORIZATION_MESSAGES>
  | Keys<'merchantProfile', typeof MERCHANT_PROFILE_MESSAGES>
  | Keys<'logo', typeof LOGO_MESSAGES>
  | Keys<'customer', typeof CUSTOMER_MESSAGES>
  | Keys<'transactionSearch', typeof TRANSACTION_SEARCH_MESSAGES>
  | Keys<'csvExport', typeof CSV_EXPORT_MESSAGES>
  | Keys<'sso250', typeof SSO250_MESSAGES>
  | Keys<'reportTitle', typeof REPORT_TITLES>
  | Keys<'menu', typeof MENU_LABELS>
  | Keys<'label', typeof LABELS>;

/** A full catalogue: one text per key. */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/** A translation or partial override: keys left out fall back to English. */
export type MessageOverrides = Readonly<Partial<Record<MessageKey, string>>>;
