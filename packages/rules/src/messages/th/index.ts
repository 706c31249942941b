/**
 * The Thai catalogue (`@lego-portal/rules/th`): every key of the English one, written the way
 * Thai banking software words it. Its own entry point, so a host loads it only when a page is
 * shown in Thai. The spec's codes (status codes, role names, CSV headers, the SSO file) are not
 * texts and stay as they are.
 */
import { flattenAreas } from '../catalogue';
import type { AreaTranslation, Catalogue, MessageArea } from '../message-types';
import { AUTH_TH, CHANGE_PASSWORD_TH, FIELD_TH, FORGOT_PASSWORD_TH, LOGIN_TH, PASSWORD_RULE_TH } from './auth';
import { CALENDAR_TH } from './calendar';
import { COMMON_TH, LABELS_TH, MENU_TH } from './common';
import { CONTROL_TH, DATE_PICKER_TH, UPLOAD_TH } from './controls';
import { FRAME_TH, LOCALE_TH } from './frame';
import { INFO_TH } from './info';
import { PAGE_TH } from './page';
import { REGISTRATION_REPORT_TH } from './registration-report';
import { SAVED_VIEW_TH } from './saved-views';
import { SUMMARY_REPORT_TH } from './summary-report';
import { TRANSACTION_REPORT_TH } from './transaction-report';
import { CUSTOMER_TH, LOGO_TH, MERCHANT_PROFILE_TH } from './merchant';
import { CUSTOMER_DETAIL_TH } from './customer-detail';
import { CUSTOMER_FORM_TH } from './customer-form';
import { CUSTOMER_LIST_TH } from './customer-list';
import { PENDING_CHANGE_TH } from './pending-change';
import { DECISION_TH } from './decision';
import { MERCHANT_PROFILE_FORM_TH } from './merchant-profile-form';
import { CSV_EXPORT_TH, REPORT_TITLE_TH, SSO250_TH, TRANSACTION_SEARCH_TH } from './reports';
import { CUSTOMER_STATUS_TH, PENDING_ACTION_TH, REGISTRATION_STATUS_TH, TRANSACTION_STATUS_TH, USER_STATUS_TH } from './statuses';
import { MERCHANT_SCOPE_TH } from './merchant-scope';
import { QUICK_FIND_TH } from './quick-find';
import { TABLE_TH } from './table';
import { AUTHORIZATION_GRANT_TH, AUTHORIZATION_TH, USER_DETAIL_TH, USER_FORM_TH, USER_LIST_TH, USER_TH } from './users';

/** Every area in Thai; the type makes a missing area or key a compile error. */
export const TH_AREAS: { readonly [A in MessageArea]: AreaTranslation<A> } = {
  common: COMMON_TH,
  login: LOGIN_TH,
  forgotPassword: FORGOT_PASSWORD_TH,
  changePassword: CHANGE_PASSWORD_TH,
  passwordRule: PASSWORD_RULE_TH,
  user: USER_TH,
  userForm: USER_FORM_TH,
  authorization: AUTHORIZATION_TH,
  userList: USER_LIST_TH,
  userDetail: USER_DETAIL_TH,
  authorizationGrant: AUTHORIZATION_GRANT_TH,
  userStatus: USER_STATUS_TH,
  transactionStatus: TRANSACTION_STATUS_TH,
  registrationStatus: REGISTRATION_STATUS_TH,
  customerStatus: CUSTOMER_STATUS_TH,
  pendingAction: PENDING_ACTION_TH,
  table: TABLE_TH,
  merchantProfile: MERCHANT_PROFILE_TH,
  merchantProfileForm: MERCHANT_PROFILE_FORM_TH,
  logo: LOGO_TH,
  customer: CUSTOMER_TH,
  customerList: CUSTOMER_LIST_TH,
  customerForm: CUSTOMER_FORM_TH,
  customerDetail: CUSTOMER_DETAIL_TH,
  pendingChange: PENDING_CHANGE_TH,
  decision: DECISION_TH,
  transactionSearch: TRANSACTION_SEARCH_TH,
  csvExport: CSV_EXPORT_TH,
  sso250: SSO250_TH,
  reportTitle: REPORT_TITLE_TH,
  menu: MENU_TH,
  label: LABELS_TH,
  info: INFO_TH,
  frame: FRAME_TH,
  locale: LOCALE_TH,
  datePicker: DATE_PICKER_TH,
  upload: UPLOAD_TH,
  control: CONTROL_TH,
  auth: AUTH_TH,
  field: FIELD_TH,
  page: PAGE_TH,
  registrationReport: REGISTRATION_REPORT_TH,
  transactionReport: TRANSACTION_REPORT_TH,
  summaryReport: SUMMARY_REPORT_TH,
  merchantScope: MERCHANT_SCOPE_TH,
  quickFind: QUICK_FIND_TH,
  calendar: CALENDAR_TH,
  savedView: SAVED_VIEW_TH,
};

/** Every Thai text, keyed `area.name` like `MESSAGES_EN`. */
export const MESSAGES_TH: Catalogue = flattenAreas(TH_AREAS);
