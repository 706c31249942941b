/** Channels, prefixes, currencies and filter options of customers and reports (spec sections 2, 3, 7, 9). */

/** Default registration and payment channel. */
export const DEFAULT_CHANNEL = 'PGW';

/** Known channels; the spec names only the default. */
export const CHANNELS = [{ code: 'PGW', label: 'Payment Gateway' }] as const;

/** Prefixes of a customer's user ID. */
export const USER_ID_PREFIXES = ['RD', 'SSO'] as const;

/** Account currencies. */
export const CURRENCIES = ['THB', 'FCD'] as const;

/** Default account currency option. */
export const DEFAULT_ACCOUNT_CURRENCY = 'THB';

/** Account Currency filter of the customer list; '' is All. */
export const ACCOUNT_CURRENCY_FILTER_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'FCD', label: 'FCD' },
  { value: 'THB', label: 'THB' },
] as const;

/** `customerRegFlag` of the registration list: the registration report (ALL) or monitoring (ONLINE). */
export const CUSTOMER_REG_FLAGS = ['ALL', 'ONLINE'] as const;

/** Report file format of every download. */
export const REPORT_FORMAT = 'csv';
