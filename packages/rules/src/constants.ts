/** Business constants and limits of spec section 9. */

/** Page sizes of every table. */
export const PAGE_SIZES = [25, 50, 75, 100] as const;
/** Default page size. */
export const DEFAULT_PAGE_SIZE = 25;
/** First page. */
export const DEFAULT_PAGE = 1;
/** Default sort of the user list. */
export const DEFAULT_USER_SORT = { column: 'createdDatetime', direction: 'desc' } as const;
/** Default sort direction of the customer list. */
export const DEFAULT_CUSTOMER_SORT_DIRECTION = 'desc';

export { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, TOKEN_STALE_MS } from './session-timing';

/** Field limits (lengths in characters, digits where noted). */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 16,
  usernameMin: 6,
  usernameMax: 15,
  fullNameMax: 30,
  userContactNumberMin: 9,
  userContactNumberMax: 10,
  merchantContactPhoneMax: 10,
  noteMax: 255,
  merchantIdDigits: 10,
  citizenIdDigits: 13,
  merchantTaxIdMax: 13,
  corporateTaxIdMin: 10,
  corporateTaxIdMax: 13,
  tradingNameMax: 255,
  merchantNameMax: 128,
  contactNameMax: 128,
  merchantCustomerIdMax: 25,
  accountNumberMax: 10,
  /** The transaction search's transaction number, merchant reference and customer number (the contract's TransactionCriteria). */
  transactionReferenceMax: 50,
  customerPhoneDigits: 10,
  waiveValueMax: 10,
  headerMerchantNameMax: 50,
  logoMaxBytes: 307_200,
  logoMaxDimension: 2048,
  transactionSearchMaxDays: 360,
  // The spec names 360 days for the transaction search only; the registration search is checked
  // like it (issue 27), so both reports accept the same span.
  registrationSearchMaxDays: 360,
  csvExportMaxDays: 30,
  sso250MonthsBack: 6,
  defaultReportRangeDays: 30,
} as const;

/** Amounts are shown with this many decimals. */
export const AMOUNT_DECIMALS = 2;
/** Storage format of dates. */
export const TIMESTAMP_FORMAT = 'YYYYMMDDHHmmss';
/** Display formats of dates. */
export const DISPLAY_DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const DISPLAY_DATE_TIME_MONTH_FORMAT = 'DD-MMM-YYYY HH:mm:ss';

/** Business call centre number (contact page). */
export const CALL_CENTRE_NUMBER = '02 722 2222';
/** Date of the home page announcement. */
export const ANNOUNCEMENT_DATE = '2020-08-14';
