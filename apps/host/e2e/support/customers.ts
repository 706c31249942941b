/**
 * Customers straight through the sandbox's API, for the maker-checker tests: the maker's change
 * goes to the change handler as the bank's staff portal would send it, and what the list holds
 * is read as the server answers it. Each test makes its own customer, so no test depends on
 * another's order.
 */
import { DEMO_PASSWORD, signInCall } from './api';

/** An HTTP answer: status and parsed JSON body. */
interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

async function call<T = Record<string, unknown>>(url: string, method: string, body: unknown, idToken: string): Promise<Answer<T>> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** The id token of `username`. */
export async function tokenOf(sandboxUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await signInCall(sandboxUrl, username, password);
  if (answer.status !== 200) throw new Error(`sign-in of ${username} answered ${answer.status}`);
  return answer.body.idToken;
}

/** One customer of the list, as the server gives it. */
export interface CustomerRow {
  custProfileId: string;
  fullName: string;
  customerType: 'I' | 'C';
  isPendingApproval: 'Y' | 'N';
  bankAccts: { accountNumber: string; currencyName?: string }[];
}

/** One page of merchant 1000000001's customers for `criteria`, newest first. */
export async function listCustomers(
  sandboxUrl: string,
  idToken: string,
  criteria: { bankAccount?: string; userId?: string; currencyName?: string } = {},
  page = 1,
  size = 100,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const answer = await call<{ customerProfilePaging: { customerProfileWebViewList: CustomerRow[]; totalSize: number } }>(
    `${sandboxUrl}/api/lego-customerprofile/ext/customerprofile/list`,
    'POST',
    { criteria: { merchantId: '1000000001', ...criteria }, page, size, sort: 'updateDatetime,desc' },
    idToken,
  );
  if (answer.status !== 200) throw new Error(`the customer list answered ${answer.status}`);
  return { rows: answer.body.customerProfilePaging.customerProfileWebViewList, total: answer.body.customerProfilePaging.totalSize };
}

/** Sends a change to the change handler as `idToken`'s user (the maker); answers as the server does. */
export function submitChange(sandboxUrl: string, idToken: string, change: Record<string, unknown>): Promise<Answer<{ custProfileId?: string }>> {
  return call(`${sandboxUrl}/api/lego-changehandler/ext/changehandler/`, 'PUT', change, idToken);
}

/** Approves or rejects a customer's pending change as `idToken`'s user; answers as the server does. */
export function decide(sandboxUrl: string, idToken: string, custProfileId: string, decision: 'APPROVE' | 'REJECT') {
  return call<{ validationMessages?: { code: string; description: string }[] }>(
    `${sandboxUrl}/api/lego-customerprofile/ext/customerprofile/approval`,
    'POST',
    { custProfileId, decision },
    idToken,
  );
}

let serial = 0;

/** Ten digits no seeded account has (seeded ones are random; these start with 99 and count). */
function freshAccount(): string {
  serial += 1;
  return `99${(Date.now() % 1_000_000).toString().padStart(6, '0')}${String(serial).padStart(2, '0')}`.slice(0, 10);
}

/** A valid new individual customer, as the staff portal's form sends it. */
export function newIndividual(fullName: string, email: string) {
  const accountNumber = freshAccount();
  return {
    accountNumber,
    profile: {
      customerType: 'I',
      idType: 'P1',
      customerId: `31${accountNumber}1`.slice(0, 13),
      fullName,
      customerInfo: { fullName, email, phoneNumber: '0812345678' },
      customerPaymentInfo: { prefix: 'RD', userId: `RD${accountNumber}`, customerId: `E2E${accountNumber}`, channels: ['PGW'], bankAccts: [{ accountNumber, currencyName: 'THB' }] },
      waiveInfo: { waiveFlag: 'N' },
    },
  };
}

/**
 * A customer of merchant 1000000001 made for one test: created by `makerToken`'s user and
 * approved by demo_full, so it is active with nothing pending.
 */
export async function createApprovedCustomer(sandboxUrl: string, makerToken: string, fullName: string, email: string) {
  const { accountNumber, profile } = newIndividual(fullName, email);
  const created = await submitChange(sandboxUrl, makerToken, { action: 'CREATE', customerProfile: profile });
  if (created.status !== 200 || !created.body.custProfileId) throw new Error(`the CREATE answered ${created.status}: ${JSON.stringify(created.body)}`);
  const approved = await decide(sandboxUrl, await tokenOf(sandboxUrl, 'demo_full'), created.body.custProfileId, 'APPROVE');
  if (approved.status !== 200) throw new Error(`approving the CREATE answered ${approved.status}`);
  return { custProfileId: created.body.custProfileId, accountNumber, profile };
}
