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

/** Menu labels of spec section 2. */
export const MENU = {
  account: 'ACCOUNT',
  profile: 'PROFILE',
  user: 'USER',
  customer: 'CUSTOMER',
  reports: 'REPORTS',
  transaction: 'TRANSACTION',
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
