/**
 * The spec's texts the tests look for, copied verbatim from portal-spec.md (sections 2, 5 and 8)
 * rather than imported from the rules package: the tests check the product against the spec,
 * not against itself.
 */
export const SPEC = {
  sessionExpired: 'Your session has been expired. Please login again',
  unauthorized: "You don't have permission to access this page.",
  serviceUnavailable: 'Service Unavailable',
  noDataFound: 'No data found',
  forgotSent: 'Temporary password has been sent to your email address.',
  forgotInvalidUsername: 'You have entered invalid username, please try again.',
  loginBothEmpty: 'Please enter username and password',
  loginPasswordEmpty: 'Please enter password',
  loginUsernameEmpty: 'Please enter username',
  deleteConfirm: 'Are you sure to delete this user?',
} as const;

/** The merchant profile's texts in spec sections 5 and 8, verbatim. */
export const PROFILE_SPEC = {
  waiveDateOrder: 'Waive date from should be earlier than waive date to',
  feeMinMax: 'Maximum fee should be more than or equal to minimum fee',
  subAccountDuplicated: 'Sub-account profile is duplicated, please check',
  logoTooLarge: 'Merchant logo must not exceed 300KB',
  logoFormat: 'Merchant logo must be in format of PNG or JPG',
  logoNotSquare: 'Merchant logo must be square ratio',
  updateSuccessTitle: 'Update merchant profile success',
  updateSuccessBody: 'Your merchant profile has been updated.',
  backToMerchant: 'Back to Merchant',
  /** The header of the modal for client validation errors (lower case in the spec). */
  clientErrorTitle: 'update merchant profile error',
} as const;

/**
 * The product's own words for merchant profile rules the spec states without a message (section
 * 5: tax ID, names, account numbers, callback URLs, payment options, contact, amounts), copied
 * from the rules catalogue (packages/rules/src/messages/merchant-messages.ts). Not imported: the
 * package resolves to its build output, which is not there when the tests run from sources.
 */
export const PROFILE_RULES = {
  taxIdRequired: 'Please enter tax ID',
  merchantNameLength: 'Merchant name must not exceed 128 characters.',
  nameCharacters: "Only letters, digits, hyphen (-), underscore (_), dot (.), comma (,), space, parentheses and apostrophe (') are allowed.",
  accountNumberRequired: 'Please enter account number',
  callbackUrlFormat: 'Callback URL must be a valid http:// or https:// URL.',
  paymentOptionRequired: 'Please select at least one payment option.',
  contactFirstNameRequired: 'Please enter contact first name',
  emailFormat: 'Email format is invalid.',
  amountFormat: 'Amount must be a number with up to 2 decimal places.',
} as const;

/** Menu labels of spec section 2. */
export const MENU = {
  account: 'ACCOUNT',
  profile: 'PROFILE',
  user: 'USER',
  customer: 'CUSTOMER',
  reports: 'REPORTS',
  transaction: 'TRANSACTION',
  /** Ours (issue 17): the spec names the grant but shows no menu entry for it. */
  summaryByStatus: 'PAYMENT SUMMARY BY STATUS',
  registration: 'REGISTRATION',
  monitoring: 'ONLINE REGISTRATION MONITORING',
  sso250: 'SSO TEXT FILE FORMAT 250 BYTES',
  manual: 'USER MANUAL',
  contact: 'CONTACT US',
} as const;

/** A menu label. */
export type MenuLabel = (typeof MENU)[keyof typeof MENU];

/**
 * Thai texts the language test looks for, copied from the Thai catalogue as a reviewer signed
 * them off (the spec is English only), so a key shown untranslated or in the wrong language fails.
 */
export const TH = {
  username: 'ชื่อผู้ใช้งาน',
  password: 'รหัสผ่าน',
  signIn: 'เข้าสู่ระบบ',
  mainMenu: 'เมนูหลัก',
  menuUser: 'ผู้ใช้งาน',
  menuUserManual: 'คู่มือการใช้งาน',
  userListHeading: 'ผู้ใช้งาน',
  columnFullName: 'ชื่อ-นามสกุล',
  columnStatus: 'สถานะ',
  newUserHeading: 'เพิ่มผู้ใช้งาน',
  fullName: 'ชื่อ-นามสกุล',
  usernameRequired: 'กรุณากรอกชื่อผู้ใช้งาน',
  userPageTitle: 'ผู้ใช้งาน | ระบบบริการร้านค้า',
} as const;
