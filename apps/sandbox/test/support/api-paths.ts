/** Paths of the contract, by operation, for readable tests. */
export const API = {
  health: '/api/health',
  signIn: '/api/lego-authorization/ext/cognito/signIn',
  signOut: '/api/lego-authorization/ext/cognito/signOut',
  refresh: '/api/lego-authorization/ext/cognito',
  keyPairs: '/api/lego-authentication/ext/keypairs',
  changeHandler: '/api/lego-changehandler/ext/changehandler/',
  changeHandlerProfile: '/api/lego-changehandler/ext/changehandler/profile/',
  users: '/api/lego-userprofile/ext/users',
  userDetails: '/api/lego-userprofile/ext/user/details',
  forgot: '/api/lego-userprofile/ext/user/forgot',
  change: '/api/lego-userprofile/ext/user/change',
  userHandler: '/api/lego-userhandler/ext/userhandler/',
  lastLogin: (username: string) => `/api/lego-userhandler/ext/userhandler/lastlogin/${encodeURIComponent(username)}`,
  customerList: '/api/lego-customerprofile/ext/customerprofile/list',
  customerDetails: '/api/lego-customerprofile/ext/customerprofile/details',
  customerPending: '/api/lego-customerprofile/ext/customerprofile/pending',
  customerApproval: '/api/lego-customerprofile/ext/customerprofile/approval',
  customerMerchantLookup: '/api/lego-customerprofile/ext/customerprofile/merchant',
  bankCustomerLookup: '/api/lego-customerprofile/ext/customerprofile/customer',
  customerHandler: (id: string) => `/api/lego-customerprofile/ext/handler/${encodeURIComponent(id)}`,
  merchantDetails: '/api/lego-merchantprofile/ext/merchantprofile/details',
  merchantProfile: '/api/lego-merchantprofile/ext/merchantprofile/',
  merchantSearch: '/api/lego-merchantprofile/ext/merchantprofile/search',
  merchantSummary: '/api/lego-merchantprofile/ext/merchantprofile/summary',
  transactionList: '/api/lego-report/ext/transaction/list',
  transactionDownload: '/api/lego-report/ext/transaction/download',
  transaction: '/api/lego-report/ext/transaction',
  transactionSummary: '/api/lego-report/ext/transaction/summary',
  registrationList: '/api/lego-report/ext/registration/list',
  registrationDownload: '/api/lego-report/ext/registration/download',
  sso250: '/api/lego-report/ext/sso-250/download',
  outbox: (username: string) => `/api/dev/outbox?username=${encodeURIComponent(username)}`,
} as const;

export const M1 = '1000000001';
export const M2 = '1000000002';
export const M3 = '1000000003';
