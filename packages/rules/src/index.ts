/**
 * @lego-portal/rules: the validators, messages, status tables, roles, routes, dates and limits
 * of the merchant portal spec. Pure TypeScript; every export is tree-shakable, and only the
 * `*Schema` builders import yup.
 */

// Validation core
export type { FieldError, ValidationResult, ValidateOptions } from './core/validation';
export { AMOUNT, DECIMAL, DIGITS, EMAIL, PERCENT, isHttpUrl } from './core/patterns';

// Messages
export type { AreaKey, AreaTexts, AreaTranslation, Catalogue, MessageArea, MessageKey, MessageOverrides, PortalLocale } from './messages/message-types';
export { EN_AREAS, MESSAGES_EN, translate } from './messages/catalogue';
export { formatMessage } from './messages/format-message';
export { COMMON_MESSAGES } from './messages/common-messages';
export { FORGOT_PASSWORD_MESSAGES, LOGIN_MESSAGES } from './messages/login-messages';
export { CHANGE_PASSWORD_MESSAGES, PASSWORD_RULE_LABELS } from './messages/password-messages';
export { AUTHORIZATION_MESSAGES, USER_FORM_MESSAGES, USER_MESSAGES } from './messages/user-messages';
export { AUTHORIZATION_GRANT_TEXTS, USER_DETAIL_TEXTS, USER_LIST_TEXTS } from './messages/user-texts';
export { CUSTOMER_LIST_TEXTS } from './messages/customer-list-texts';
export { CUSTOMER_FORM_TEXTS } from './messages/customer-form-texts';
export { CUSTOMER_DETAIL_TEXTS } from './messages/customer-detail-texts';
export { PENDING_CHANGE_TEXTS } from './messages/pending-change-texts';
export { DECISION_TEXTS } from './messages/decision-texts';
export { MERCHANT_SCOPE_TEXTS } from './messages/merchant-scope-texts';
export { QUICK_FIND_TEXTS } from './messages/quick-find-texts';
export { CUSTOMER_STATUS_TEXTS, PENDING_ACTION_TEXTS, REGISTRATION_STATUS_TEXTS, TRANSACTION_STATUS_TEXTS, USER_STATUS_TEXTS } from './messages/status-texts';
export { TABLE_TEXTS } from './messages/table-texts';
export { SAVED_VIEW_TEXTS } from './messages/saved-view-texts';
export { FEE_MESSAGES, MERCHANT_INFO_MESSAGES, SUB_ACCOUNT_MESSAGES } from './messages/merchant-messages';
export { MERCHANT_PROFILE_MESSAGES } from './messages/merchant-profile-messages';
export { MERCHANT_PROFILE_FORM_TEXTS } from './messages/merchant-profile-form-texts';
export { LOGO_MESSAGES } from './messages/logo-messages';
export { CUSTOMER_MESSAGES } from './messages/customer-messages';
export { CSV_EXPORT_MESSAGES, REPORT_TITLES, SSO250_MESSAGES, TRANSACTION_SEARCH_MESSAGES } from './messages/report-messages';
export { LABELS } from './messages/labels';
export { PAGE_STATE_TEXTS, SIGN_IN_LABELS, SIGN_IN_TEXTS } from './messages/first-page-texts';
export { MENU_LABELS } from './messages/menu-labels';
export { INFO_TEXTS } from './messages/info-texts';
export { FRAME_TEXTS } from './messages/frame-texts';
export { LOCALE_NAMES, LOCALE_TEXTS } from './messages/locale-texts';
export { DATE_PICKER_TEXTS } from './messages/date-picker-texts';
export { CALENDAR_TEXTS } from './messages/calendar-texts';
export { UPLOAD_TEXTS } from './messages/upload-texts';
export { CONTROL_TEXTS } from './messages/control-texts';
export { AUTH_TEXTS } from './messages/auth-texts';
export { FIELD_TEXTS } from './messages/field-texts';
export { PAGE_TEXTS } from './messages/page-texts';
export { REGISTRATION_REPORT_TEXTS } from './messages/registration-report-texts';
export { SUMMARY_REPORT_TEXTS } from './messages/summary-report-texts';
export { TRANSACTION_REPORT_TEXTS } from './messages/transaction-report-texts';
export type { KeyedMessage } from './messages/keyed-message';
export { serverText } from './messages/keyed-message';
export { SESSION_EXPIRED_NOTICE, signInFailure } from './messages/sign-in-outcomes';
export { changePasswordFailure, changePasswordFailureMessage, failureDescription, forgotPasswordOutcome, sso250DownloadError } from './messages/outcomes';
export { userActionMessages } from './messages/outcomes';

// Login
export type { LoginInput } from './forms/login/login';
export { validateLogin } from './forms/login/login';
export { loginSchema } from './forms/login/login-schema';

// Change password
export type { PasswordRule, PasswordRuleId, PasswordRuleState } from './forms/change-password/password-rules';
export { PASSWORD_RULES, PASSWORD_SPECIALS, isStrongPassword, passwordRuleStatus } from './forms/change-password/password-rules';
export type { ChangePasswordInput, ChangePasswordMode, ChangePasswordOptions } from './forms/change-password/change-password';
export { canSubmitChangePassword, changePasswordBlocker, validateChangePassword } from './forms/change-password/change-password';
export { changePasswordSchema } from './forms/change-password/change-password-schema';

// User form and authorization
export type { UserFormInput, UserFormMode, UserFormOptions } from './forms/user/user-form';
export { USER_FORM_READ_ONLY, isUserFieldReadOnly, validateUserForm } from './forms/user/user-form';
export { userFormSchema } from './forms/user/user-form-schema';
export type { AuthorizationChecked, AuthorizationGroup } from './forms/authorization/authorization';
export { AUTHORIZATION_GROUPS, EMPTY_AUTHORIZATION, isAuthorizationChildDisabled, toggleAuthorizationGroup } from './forms/authorization/authorization';
export { validateAuthorization } from './forms/authorization/authorization';
export { authorizationSchema } from './forms/authorization/authorization-schema';

// Merchant profile and logo
export type { InterFeeInput, MerchantProfileInput, SubAccountInput } from './forms/merchant-profile/merchant-profile';
export { validateFeeProfile, validateMerchantInfo, validateMerchantProfile, validateSubAccounts } from './forms/merchant-profile/merchant-profile';
export { hasRedirectPaymentOption } from './forms/merchant-profile/merchant-info-rules';
export { hasDuplicateSubAccounts } from './forms/merchant-profile/sub-account-rules';
export { merchantProfileSchema } from './forms/merchant-profile/merchant-profile-schema';
export type { WaiverFieldState } from './forms/waiver/waiver-state';
export { waiverFieldState } from './forms/waiver/waiver-state';
export type { ImageInfo } from './forms/logo/image-info';
export { detectImageFormat, readImageInfo } from './forms/logo/image-info';
export type { LogoCandidate, LogoFileInput } from './forms/logo/logo-file';
export { LOGO_EXTENSIONS, LOGO_MAX_BYTES, LOGO_MAX_DIMENSION, validateLogoFile } from './forms/logo/logo-file';
export { logoFileSchema } from './forms/logo/logo-file-schema';

// Customers
export type { CorporateCustomerInput, CustomerCommonInput, CustomerKind, IndividualCustomerInput } from './forms/customer/customer-form';
export { canSubmitCustomer, validateCorporateCustomer, validateIndividualCustomer } from './forms/customer/customer-form';
export { corporateCustomerSchema, individualCustomerSchema } from './forms/customer/customer-form-schema';
export type { BankAccountChange, PendingBankAccount, PendingValueKind } from './forms/customer/pending-change';
export { bankAccountChanges, pendingListItems, pendingValueKind, statusChangeMeaning } from './forms/customer/pending-change';
export type { DecisionInput } from './forms/decision/decision';
export { DECISION_TEXT_MAX, decisionWords, validateDecision } from './forms/decision/decision';
export type { DecisionFormInput } from './forms/decision/decision-schema';
export { decisionSchema } from './forms/decision/decision-schema';

// Reports
export type { DateLike, DateValidateOptions, TransactionSearchInput } from './forms/transaction-search/transaction-search';
export { TRANSACTION_SEARCH_MAX_DAYS, validateTransactionSearch } from './forms/transaction-search/transaction-search';
export { transactionSearchSchema } from './forms/transaction-search/transaction-search-schema';
export type { RegistrationSearchInput } from './forms/registration-search/registration-search';
export { REGISTRATION_SEARCH_MAX_DAYS, validateRegistrationSearch } from './forms/registration-search/registration-search';
export type { CsvExportInput } from './forms/csv-export/csv-export';
export { CSV_EXPORT_MAX_DAYS, needsLargeExportConfirm, validateCsvExport } from './forms/csv-export/csv-export';
export { csvExportSchema } from './forms/csv-export/csv-export-schema';
export type { Sso250DateInput, Sso250Options } from './forms/sso250/sso250-date';
export { SSO250_MONTHS_BACK, sso250DateBounds, sso250Window, validateSso250Date } from './forms/sso250/sso250-date';
export { sso250DateSchema } from './forms/sso250/sso250-date-schema';

// Tables
export type { StatusEntry, Tone } from './tables/tone';
export { statusOf } from './tables/tone';
export type { TransactionStatusCode } from './tables/transaction-status';
export { TRANSACTION_STATUSES } from './tables/transaction-status';
export type { RegistrationStatusCode } from './tables/registration-status';
export { REGISTRATION_STATUSES } from './tables/registration-status';
export type { UserAction, UserStatus } from './tables/user-status';
export { NEW_USER_STATUS, USER_ACTION_REQUESTS, USER_STATUSES, USER_STATUS_FILTER_OPTIONS, userActionsFor } from './tables/user-status';
export type { IdType, PendingAction, PendingDecision } from './tables/customer-status';
export { CUSTOMER_STATUSES, CUSTOMER_TYPES, ID_TYPES, PENDING_ACTIONS, PENDING_APPROVAL_STATUS, PENDING_DECISIONS, approvalStatusOf } from './tables/customer-status';
export { customerFormKind, customerStatusOf, statusChangeLabel, statusChangeOf } from './tables/customer-status';
export { ACCOUNT_CURRENCY_FILTER_OPTIONS, CHANNELS, CURRENCIES, CUSTOMER_REG_FLAGS, DEFAULT_ACCOUNT_CURRENCY, DEFAULT_CHANNEL, REPORT_FORMAT } from './tables/channels';
export { USER_ID_PREFIXES } from './tables/channels';
export type { IntegrationType, StmtDisplayOpt } from './tables/merchant-enums';
export { AUTHEN_OPTIONS, DEFAULT_STMT_DISPLAY_OPT, FEE_CURRENCY_CODE, FEE_FREQUENCIES, INTEGRATION_TYPES, IS_MULTI_ACCT_VALUES } from './tables/merchant-enums';
export { MERCHANT_PROFILE_ACTIONS, REDIRECT_PAYMENT_OPTIONS, REDIRECT_PAYMENT_OPTION_NAMES, STMT_DISPLAY_OPTIONS } from './tables/merchant-enums';
export { SUMMARY_STYLE_STMT_DISPLAY_OPTS, WAIVE_BY, WAIVE_TYPES, stmtDisplayOptionsFor } from './tables/merchant-enums';

// Roles, routes, menu
export type { Permission, Permissions } from './roles/roles';
export { NO_PERMISSIONS, PERMISSIONS, ROLES, SSO_ROLE_MARKER, parseRoles, permissionsOf } from './roles/roles';
export type { StaffAccess, StaffRole } from './roles/staff';
export { NO_STAFF_ACCESS, STAFF_ROLES, isStaffRole, staffAccessOf } from './roles/staff';
export type { QuickFindAccess, QuickFindCall, QuickFindField, QuickFindKind } from './quick-find/quick-find';
export { QUICK_FIND_KINDS, QUICK_FIND_MIN_TYPED, isQuickFindMatch, quickFindCalls, quickFindFields, quickFindValue } from './quick-find/quick-find';
export type { RouteDefinition, RouteId, RouteMatch, RouteParams, RouteVerdict, TransactionMode } from './roles/routes';
export { MERCHANT_ACTIONS, ROUTES, TRANSACTION_MODES, canAccessRoute, matchPathPattern, matchRoute, pathOf, requiredPermissionFor, routeVerdict } from './roles/routes';
export type { MenuEntry, MenuGroup, MenuItem } from './roles/menu';
export { menuOf } from './roles/menu';
export type { UserAuthorize } from './roles/authorize-payload';
export { authorizeToChecked, buildUserAuthorizePayload } from './roles/authorize-payload';

// Dates and formats
export type { CalendarDate, DateOptions, WallTime } from './dates/wall-time';
export { BUSINESS_TIME_ZONE } from './dates/time-zone';
export { addDays, addMonths, daysBetween, instantOf, todayIn, wallTimeIn } from './dates/wall-time';
export { MONTH_ABBREVIATIONS, MONTH_ABBREVIATIONS_TH, formatCompactDate, formatDisplayDate, formatDisplayDateTime, formatDisplayDateTimeMonth } from './dates/timestamp';
export { formatIsoDate, formatTimestamp, parseTimestamp, timestampToDate, toTimestamp, toWallTime } from './dates/timestamp';
// Issue 30: the one typed date-time format of the report fields.
export { displayTimeOf, parseDisplayDateTime, readDisplayDateTime, withPickedDay } from './dates/display-date-time';
// Issue 32: the calendar era dates are shown and typed in (display and entry only).
export type { CalendarEra } from './dates/era';
export { BUDDHIST_ERA_OFFSET, CALENDAR_ERAS, eraDisplayText, eraYear, formatEraDate, formatEraDateTime } from './dates/era';
export { formatEraDay, gregorianYear, isCalendarEra, parseEraDateTime, readEraDate, readEraDateTime, withPickedEraDay } from './dates/era';
export type { RelativeRange, TimestampRange } from './dates/ranges';
export { RELATIVE_RANGES, isRelativeRange, lastDaysRange, relativeRangeOf, resolveRelativeRange, todayRange } from './dates/ranges';
// Issue 32: saved views' names.
export { SAVED_VIEW_NAME_MAX, normalizeViewName, validateViewName, type SavedViewNameOptions } from './forms/saved-view/saved-view-name';
export { formatAmount, sanitizeDecimal, sanitizeNumeric } from './format/amount';
export { ELLIPSIS, MERCHANT_NAME_DISPLAY_MAX, truncateMerchantName } from './format/merchant-name';
export { URL_MASK, maskUrl } from './format/mask-url';

// Constants of spec section 9
export { AMOUNT_DECIMALS, ANNOUNCEMENT_DATE, CALL_CENTRE_NUMBER, DEFAULT_CUSTOMER_SORT_DIRECTION, DEFAULT_PAGE, DEFAULT_PAGE_SIZE, DEFAULT_USER_SORT } from './constants';
export { DISPLAY_DATE_TIME_FORMAT, DISPLAY_DATE_TIME_MONTH_FORMAT, LIMITS, PAGE_SIZES, TIMESTAMP_FORMAT } from './constants';
export { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, TOKEN_STALE_MS } from './session-timing';
