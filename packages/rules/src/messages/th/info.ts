/** Thai texts of the informational screens. */
import type { AreaTranslation } from '../message-types';

export const INFO_TH: AreaTranslation<'info'> = {
  goHome: 'ไปยังหน้าหลัก',
  notFoundTitle: 'ไม่พบหน้าที่ต้องการ',
  notFoundIntro: 'ไม่พบหน้าที่คุณต้องการ หรือหน้านี้ไม่มีให้บริการแล้ว',
  homeTitle: 'ประกาศ',
  announcementTitle: 'บริการหักบัญชีแบบเรียลไทม์สำหรับพันธมิตรอีคอมเมิร์ซ',
  announcementPublished: 'ประกาศเมื่อ',
  announcementGateway:
    'ระบบรับชำระเงินของธนาคารเปิดให้พันธมิตรอีคอมเมิร์ซรับชำระเงินด้วยการหักบัญชีแบบเรียลไทม์ (Real-time Direct Debit) จากบัญชีของลูกค้ารายย่อยที่ลงทะเบียนไว้แล้ว',
  announcementPortals:
    'ร้านค้าจัดการข้อมูลร้านค้า ผู้ใช้งาน และข้อมูลลูกค้า รวมถึงเรียกดูรายงานต่าง ๆ ได้ในระบบบริการร้านค้านี้ ส่วนพนักงานธนาคารใช้งานผ่านระบบเวอร์ชันอินทราเน็ตของธนาคาร',
  contactTitle: 'ติดต่อเรา',
  contactIntro: 'หากมีข้อสงสัยเกี่ยวกับระบบรับชำระเงินหรือการใช้งานระบบนี้ กรุณาติดต่อธนาคาร',
  callCentre: 'ศูนย์บริการลูกค้าธุรกิจ',
  callCentreNote: 'สำหรับร้านค้าที่ใช้บริการระบบรับชำระเงิน',
  headOffice: 'สำนักงานใหญ่',
  manualTitle: 'คู่มือการใช้งาน',
  manualIntro: 'ดาวน์โหลดคู่มือการใช้งานของแต่ละส่วนในระบบเป็นไฟล์ PDF',
  manualMerchantProfile: 'ข้อมูลร้านค้า',
  manualMerchantProfileAbout: 'การดูและแก้ไขข้อมูลร้านค้า: การเชื่อมต่อระบบ ข้อมูลทั่วไป บัญชีย่อย ข้อมูลการติดต่อ และ Public Key',
  manualMerchantProfileDownload: 'ดาวน์โหลดคู่มือข้อมูลร้านค้า',
  manualCustomerProfile: 'ข้อมูลลูกค้า',
  manualCustomerProfileAbout: 'การค้นหาลูกค้าบุคคลธรรมดาและนิติบุคคล และการอนุมัติหรือปฏิเสธรายการเปลี่ยนแปลงที่รออนุมัติ',
  manualCustomerProfileDownload: 'ดาวน์โหลดคู่มือข้อมูลลูกค้า',
  manualUser: 'ผู้ใช้งาน',
  manualUserAbout: 'การเพิ่ม แก้ไข ล็อก ปลดล็อก และลบผู้ใช้งานของร้านค้า รวมถึงการกำหนดสิทธิ์การใช้งาน',
  manualUserDownload: 'ดาวน์โหลดคู่มือผู้ใช้งาน',
  manualReport: 'รายงาน',
  manualReportAbout: 'รายงานรายการชำระเงิน รายงานการลงทะเบียน และรายงานติดตามการลงทะเบียนออนไลน์ การส่งออกไฟล์ CSV และไฟล์ข้อความ SSO',
  manualReportDownload: 'ดาวน์โหลดคู่มือรายงาน',
  unauthorizedTitle: 'ไม่มีสิทธิ์เข้าถึง',
  comingSoon: 'เร็ว ๆ นี้',
  comingSoonIntro: 'หน้านี้จะเปิดให้บริการในระบบรุ่นถัดไป ขณะนี้ยังไม่สามารถทำรายการในหน้านี้ได้',
};
