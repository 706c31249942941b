import type { TransactionMode } from '@lego-portal/rules';

/**
 * Route builders for every screen. Defaults follow the route table of spec section 2; a host
 * that mounts the portal under a prefix passes {@link createPortalPaths}`('/merchant-portal')`,
 * or overrides single builders, and no screen changes.
 */
export interface PortalPaths {
  home(): string;
  changePassword(): string;
  merchant(action: 'view' | 'update'): string;
  userList(): string;
  userCreate(): string;
  userView(merchantId: string, userId: string): string;
  userUpdate(merchantId: string, userId: string): string;
  customerList(): string;
  customerView(custProfileId: string): string;
  /**
   * Where the customer list's Individual/Corporate choice leads (`I` individual, `C` corporate).
   * Optional and not among {@link createPortalPaths}' defaults: the spec's merchant portal does
   * not register `/customer/create` (customers are created in the bank's staff portal). A host
   * that has a create screen adds it, e.g.
   * `{ ...createPortalPaths(), customerCreate: (type) => '/customer/create?type=' + type }`;
   * without it the dialog says that creating customers is not available in this portal.
   */
  customerCreate?(customerType: 'I' | 'C'): string;
  /**
   * Where a customer's detail leads to change it: its Edit action (shown only while no change of
   * the customer waits for approval). Optional and not among {@link createPortalPaths}' defaults,
   * like {@link PortalPaths.customerCreate}: the spec's merchant portal views customers only. A
   * host with an update screen adds it (`CustomerApproval` with `allowUpdate` does); without it
   * the detail offers no Edit.
   */
  customerUpdate?(custProfileId: string): string;
  transactions(mode: TransactionMode): string;
  /**
   * A transaction's detail. `merchantId` names the transaction's merchant for bank staff, whose
   * reports span merchants (the detail call needs one, issue 29): the defaults put it in the
   * query string as `merchantId` ({@link withMerchantParam}), where the detail screen reads it.
   * A merchant user's links leave it out.
   */
  transactionDetail(txnNumber: string, merchantId?: string): string;
  registration(): string;
  monitoring(): string;
  sso250(): string;
  manual(): string;
  contact(): string;
  unauthorized(): string;
  notFound(): string;
}

const seg = (value: string) => encodeURIComponent(value);

/** The query parameter naming the merchant of a record a staff user opens from a cross-merchant list. */
export const MERCHANT_PARAM = 'merchantId';

/** `path` with `?merchantId=` (see {@link MERCHANT_PARAM}) when `merchantId` is given; as it is without. */
export function withMerchantParam(path: string, merchantId?: string): string {
  return merchantId ? `${path}?${new URLSearchParams({ [MERCHANT_PARAM]: merchantId }).toString()}` : path;
}

/** The spec's route table under `prefix` (no trailing slash; `''` for the site root). */
export function createPortalPaths(prefix = ''): PortalPaths {
  const at = (path: string) => (prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`);
  return {
    home: () => at('/'),
    changePassword: () => at('/change-password'),
    merchant: (action) => at(`/merchant/${action}`),
    userList: () => at('/user'),
    userCreate: () => at('/user/create'),
    userView: (merchantId, userId) => at(`/user/view/${seg(merchantId)}/${seg(userId)}`),
    userUpdate: (merchantId, userId) => at(`/user/update/${seg(merchantId)}/${seg(userId)}`),
    customerList: () => at('/customer'),
    customerView: (custProfileId) => at(`/customer/view/${seg(custProfileId)}`),
    transactions: (mode) => at(`/reports/transactions/${mode}`),
    transactionDetail: (txnNumber, merchantId) => withMerchantParam(at(`/reports/transactions/view/${seg(txnNumber)}`), merchantId),
    registration: () => at('/reports/registration'),
    monitoring: () => at('/reports/online-registration-monitoring'),
    sso250: () => at('/reports/sso-250-bytes'),
    manual: () => at('/manual'),
    contact: () => at('/contact'),
    unauthorized: () => at('/unauthorized'),
    notFound: () => at('/notfound'),
  };
}

/** The spec's route table at the site root. */
export const DEFAULT_PATHS: PortalPaths = createPortalPaths();
