/** Thai texts of sign-in, forgot password, the password rules and screens, and the password field. */
import type { AreaTranslation } from '../message-types';

export const LOGIN_TH: AreaTranslation<'login'> = {
  usernameAndPasswordRequired: 'กรุณากรอกชื่อผู้ใช้งานและรหัสผ่าน',
  passwordRequired: 'กรุณากรอกรหัสผ่าน',
  usernameRequired: 'กรุณากรอกชื่อผู้ใช้งาน',
};

export const FORGOT_PASSWORD_TH: AreaTranslation<'forgotPassword'> = {
  sent: 'ระบบได้ส่งรหัสผ่านชั่วคราวไปยังอีเมลของคุณแล้ว',
  invalidUsername: 'ชื่อผู้ใช้งานไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง',
  unavailable: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่ภายหลัง',
  blockedEmpty: 'กรอกชื่อผู้ใช้งานเพื่อรับรหัสผ่านชั่วคราว',
};

export const CHANGE_PASSWORD_TH: AreaTranslation<'changePassword'> = {
  currentRequired: 'กรุณากรอกรหัสผ่านปัจจุบัน',
  newRequired: 'กรุณากรอกรหัสผ่านใหม่',
  confirmRequired: 'กรุณายืนยันรหัสผ่านใหม่',
  length: 'รหัสผ่านต้องมีความยาว 8-16 ตัวอักษร',
  lowercase: 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษพิมพ์เล็กอย่างน้อย 1 ตัว',
  uppercase: 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษพิมพ์ใหญ่อย่างน้อย 1 ตัว',
  digit: 'รหัสผ่านต้องมีตัวเลขอย่างน้อย 1 ตัว',
  special: 'รหัสผ่านต้องมีอักขระพิเศษอย่างน้อย 1 ตัว (! @ # $ & *)',
  mismatch: 'รหัสผ่านไม่ตรงกัน กรุณาลองใหม่อีกครั้ง',
  sameAsCurrent: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน',
  failed: 'ไม่สามารถเปลี่ยนรหัสผ่านได้ กรุณาลองใหม่อีกครั้ง',
  serverIncorrect: 'ชื่อผู้ใช้งานหรือรหัสผ่านไม่ถูกต้อง',
  currentInvalid: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  success: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว ระบบจะนำคุณไปยังหน้าหลัก',
  redirectCountdown: 'กำลังไปยังหน้าหลักใน {seconds} วินาที',
  redirectNow: 'ไปยังหน้าหลักทันที',
  redirectStay: 'อยู่ที่หน้านี้ต่อ',
  redirectStopped: 'คุณยังอยู่ที่หน้านี้',
  blockedEmpty: 'กรุณากรอกให้ครบทุกช่องเพื่อเปลี่ยนรหัสผ่าน',
  blockedMismatch: 'การยืนยันรหัสผ่านต้องตรงกับรหัสผ่านใหม่',
};

export const PASSWORD_RULE_TH: AreaTranslation<'passwordRule'> = {
  length: 'ความยาว 8-16 ตัวอักษร',
  lowercase: 'ตัวอักษรภาษาอังกฤษพิมพ์เล็ก (a-z) อย่างน้อย 1 ตัว',
  uppercase: 'ตัวอักษรภาษาอังกฤษพิมพ์ใหญ่ (A-Z) อย่างน้อย 1 ตัว',
  digit: 'ตัวเลข (0-9) อย่างน้อย 1 ตัว',
  special: 'อักขระพิเศษอย่างน้อย 1 ตัว: ! @ # $ & *',
};

export const AUTH_TH: AreaTranslation<'auth'> = {
  portalTitle: 'ระบบบริการร้านค้า',
  username: 'ชื่อผู้ใช้งาน',
  password: 'รหัสผ่าน',
  currentPassword: 'รหัสผ่านปัจจุบัน',
  newPassword: 'รหัสผ่านใหม่',
  confirmPassword: 'ยืนยันรหัสผ่านใหม่',
  signingIn: 'กำลังเข้าสู่ระบบ',
  sending: 'กำลังส่ง',
  changingPassword: 'กำลังเปลี่ยนรหัสผ่าน',
  loading: 'กำลังโหลด',
  dismiss: 'ปิด',
  forgotPasswordIntro: 'กรุณากรอกชื่อผู้ใช้งาน ระบบจะส่งรหัสผ่านชั่วคราวไปยังอีเมลของคุณ',
  forcedChangeIntro: 'คุณเข้าสู่ระบบด้วยรหัสผ่านชั่วคราว กรุณาตั้งรหัสผ่านใหม่เพื่อดำเนินการต่อ',
  passwordRules: 'เงื่อนไขรหัสผ่าน',
  passwordRulesTitle: 'รหัสผ่านใหม่ต้องประกอบด้วย:',
  ruleMet: 'ผ่านแล้ว',
  ruleNotMet: 'ยังไม่ผ่าน',
  rulesMetCount: 'ผ่านเงื่อนไขรหัสผ่านแล้ว {met} จาก {total} ข้อ',
  sessionEndingTitle: 'เซสชันของคุณกำลังจะสิ้นสุด',
  sessionEndingCountdown: 'เซสชันของคุณจะสิ้นสุดใน {seconds} วินาที',
  sessionEndingBody: 'คุณไม่ได้ใช้งานระบบมาระยะหนึ่ง ข้อมูลที่ยังไม่ได้บันทึกจะสูญหายเมื่อเซสชันสิ้นสุด',
  staySignedIn: 'อยู่ในระบบต่อ',
  signOutNow: 'ออกจากระบบ',
};

export const FIELD_TH: AreaTranslation<'field'> = {
  show: 'แสดง',
  hide: 'ซ่อน',
  // A space after the visible word: Thai runs words together, and the accessible name must
  // contain the visible text as a word (WCAG 2.5.3; axe's label-content-name-mismatch).
  showPassword: 'แสดง รหัสผ่าน',
  hidePassword: 'ซ่อน รหัสผ่าน',
};
