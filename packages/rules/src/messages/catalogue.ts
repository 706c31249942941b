/**
 * The English catalogue: every area of texts, and all of them as one flat record keyed
 * `area.name`, for translators, tests and servers. Screens and validators do not import this
 * module: each imports only its own area's object (so one validator, or the login page, stays
 * small), and a screen reads its area through portal-ui's `useTexts(area, english)`.
 */
import { AUTH_TEXTS } from './auth-texts';
import { CALENDAR_TEXTS } from './calendar-texts';
import { COMMON_MESSAGES } from './common-messages';
import { CONTROL_TEXTS } from './control-texts';
import { CUSTOMER_MESSAGES } from './customer-messages';
import { CUSTOMER_DETAIL_TEXTS } from './customer-detail-texts';
import { CUSTOMER_FORM_TEXTS } from './customer-form-texts';
import { CUSTOMER_LIST_TEXTS } from './customer-list-texts';
import { DATE_PICKER_TEXTS } from './date-picker-texts';
import { DECISION_TEXTS } from './decision-texts';
import { FRAME_TEXTS } from './frame-texts';
import { FIELD_TEXTS } from './field-texts';
import { LABELS } from './labels';
import { MENU_LABELS } from './menu-labels';
import { INFO_TEXTS } from './info-texts';
import { LOCALE_TEXTS } from './locale-texts';
import { FORGOT_PASSWORD_MESSAGES, LOGIN_MESSAGES } from './login-messages';
import { LOGO_MESSAGES } from './logo-messages';
import { MERCHANT_PROFILE_MESSAGES } from './merchant-profile-messages';
import { MERCHANT_PROFILE_FORM_TEXTS } from './merchant-profile-form-texts';
import { PAGE_TEXTS } from './page-texts';
import { PENDING_CHANGE_TEXTS } from './pending-change-texts';
import { REGISTRATION_REPORT_TEXTS } from './registration-report-texts';
import { SAVED_VIEW_TEXTS } from './saved-view-texts';
import { SUMMARY_REPORT_TEXTS } from './summary-report-texts';
import { TRANSACTION_REPORT_TEXTS } from './transaction-report-texts';
import type { Catalogue, MessageKey, MessageOverrides } from './message-types';
import { CHANGE_PASSWORD_MESSAGES, PASSWORD_RULE_LABELS } from './password-messages';
import { CSV_EXPORT_MESSAGES, REPORT_TITLES, SSO250_MESSAGES, TRANSACTION_SEARCH_MESSAGES } from './report-messages';
import {
  CUSTOMER_STATUS_TEXTS,
  PENDING_ACTION_TEXTS,
  REGISTRATION_STATUS_TEXTS,
  TRANSACTION_STATUS_TEXTS,
  USER_STATUS_TEXTS,
} from './status-texts';
import { MERCHANT_SCOPE_TEXTS } from './merchant-scope-texts';
import { QUICK_FIND_TEXTS } from './quick-find-texts';
import { TABLE_TEXTS } from './table-texts';
import { UPLOAD_TEXTS } from './upload-texts';
import { AUTHORIZATION_MESSAGES, USER_FORM_MESSAGES, USER_MESSAGES } from './user-messages';
import { AUTHORIZATION_GRANT_TEXTS, USER_DETAIL_TEXTS, USER_LIST_TEXTS } from './user-texts';

/**
 * Every area of English texts by its name, the first part of a key. A new area is added here,
 * and beside it in the Thai catalogue (`th/index.ts`), which the types then require complete.
 */
export const EN_AREAS = {
  common: COMMON_MESSAGES,
  login: LOGIN_MESSAGES,
  forgotPassword: FORGOT_PASSWORD_MESSAGES,
  changePassword: CHANGE_PASSWORD_MESSAGES,
  passwordRule: PASSWORD_RULE_LABELS,
  user: USER_MESSAGES,
  userForm: USER_FORM_MESSAGES,
  authorization: AUTHORIZATION_MESSAGES,
  userList: USER_LIST_TEXTS,
  userDetail: USER_DETAIL_TEXTS,
  authorizationGrant: AUTHORIZATION_GRANT_TEXTS,
  userStatus: USER_STATUS_TEXTS,
  transactionStatus: TRANSACTION_STATUS_TEXTS,
  registrationStatus: REGISTRATION_STATUS_TEXTS,
  customerStatus: CUSTOMER_STATUS_TEXTS,
  pendingAction: PENDING_ACTION_TEXTS,
  table: TABLE_TEXTS,
  merchantProfile: MERCHANT_PROFILE_MESSAGES,
  merchantProfileForm: MERCHANT_PROFILE_FORM_TEXTS,
  logo: LOGO_MESSAGES,
  customer: CUSTOMER_MESSAGES,
  customerList: CUSTOMER_LIST_TEXTS,
  customerForm: CUSTOMER_FORM_TEXTS,
  customerDetail: CUSTOMER_DETAIL_TEXTS,
  pendingChange: PENDING_CHANGE_TEXTS,
  decision: DECISION_TEXTS,
  transactionSearch: TRANSACTION_SEARCH_MESSAGES,
  csvExport: CSV_EXPORT_MESSAGES,
  sso250: SSO250_MESSAGES,
  reportTitle: REPORT_TITLES,
  menu: MENU_LABELS,
  label: LABELS,
  info: INFO_TEXTS,
  frame: FRAME_TEXTS,
  locale: LOCALE_TEXTS,
  datePicker: DATE_PICKER_TEXTS,
  upload: UPLOAD_TEXTS,
  control: CONTROL_TEXTS,
  auth: AUTH_TEXTS,
  field: FIELD_TEXTS,
  page: PAGE_TEXTS,
  registrationReport: REGISTRATION_REPORT_TEXTS,
  transactionReport: TRANSACTION_REPORT_TEXTS,
  summaryReport: SUMMARY_REPORT_TEXTS,
  merchantScope: MERCHANT_SCOPE_TEXTS,
  quickFind: QUICK_FIND_TEXTS,
  calendar: CALENDAR_TEXTS,
  savedView: SAVED_VIEW_TEXTS,
} as const;

/** Flattens areas into one record keyed `area.name`. */
export function flattenAreas(areas: Readonly<Record<string, Readonly<Record<string, string>>>>): Catalogue {
  return Object.freeze(
    Object.fromEntries(Object.entries(areas).flatMap(([area, group]) => Object.entries(group).map(([name, value]) => [`${area}.${name}`, value]))),
  ) as Catalogue;
}

/** Every English text of the package, keyed `area.name` (e.g. `logo.tooLarge`). */
export const MESSAGES_EN: Catalogue = /* @__PURE__ */ flattenAreas(EN_AREAS);

/** The text of `key` in `messages`, falling back to English. */
export function translate(key: MessageKey, messages?: MessageOverrides): string {
  return messages?.[key] ?? MESSAGES_EN[key];
}
