import type { TokenSet } from '@lego-portal/api-client';
import { lastDaysRange } from '@lego-portal/rules';
import { DEMO_STAFF, dataOf, listCustomers, sandboxClient, signInTokens } from '@lego-portal/test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MerchantScopeProvider } from '../../merchant-scope';
import { STAFF_USER } from '../../test-support/portal-harness';
import { renderPortal } from '../../test-support/render-portal';
import { QuickFind } from './quick-find';

const url = inject('sandboxUrl');
let tokens: TokenSet;
let txnNumber: string;
let accountNumber: string;
let refNumber: string;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  const client = sandboxClient(url, tokens);
  const list = await dataOf(client.POST('/api/lego-report/ext/transaction/list', { body: { mode: 'online', ...lastDaysRange(30), pageNo: 1, pageSize: 1 } }), 'transactions');
  txnNumber = list.transactions.values[0]!.txnNumber;
  refNumber = list.transactions.values[0]!.refNumber!;
  // A seeded customer (the oldest change): the newest may be other tests' own.
  const { rows } = await listCustomers(url, tokens);
  accountNumber = rows.at(-1)!.bankAccts![0]!.accountNumber;
});

const box = () => screen.getByRole('combobox', { name: 'Find' });
/** The box, once its chunk has loaded. */
const loaded = () => screen.findByRole('combobox', { name: 'Find' });

describe('QuickFind', () => {
  it('opens the one transaction a typed number names, and remembers it for the session', async () => {
    const { user, navigation, sentTo } = renderPortal(<QuickFind />, { sandbox: { url, tokens } });
    await user.type(await loaded(), `${txnNumber}{Enter}`);
    await waitFor(() => expect(navigation.location).toBe(`/reports/transactions/view/${txnNumber}`));
    expect(box()).toHaveValue('');
    // Both modes the roles open, by number and by reference; no merchant named: the server's own.
    const asked = sentTo('/transaction/list').map((request) => [request.body?.mode, request.body?.txnNumber ?? request.body?.refNumber]);
    expect(asked).toEqual(expect.arrayContaining([['online', txnNumber], ['scheduled', txnNumber]]));
    await user.click(box());
    const recent = await screen.findByRole('group', { name: 'Recent finds' });
    expect(within(recent).getByRole('option', { name: new RegExp(txnNumber) })).toBeInTheDocument();
  });

  it('lists the transactions of a merchant reference as it is typed, in any case', async () => {
    const { user } = renderPortal(<QuickFind />, { sandbox: { url, tokens } });
    await user.type(await loaded(), refNumber.toLowerCase());
    const transactions = await screen.findByRole('group', { name: 'Transactions' });
    expect(within(transactions).getByRole('option', { name: new RegExp(`^${txnNumber}`) })).toHaveTextContent(refNumber);
  });

  it('opens the customer of an account number', async () => {
    const { user, navigation } = renderPortal(<QuickFind />, { sandbox: { url, tokens } });
    await user.type(await loaded(), `${accountNumber}{Enter}`);
    await waitFor(() => expect(navigation.location).toMatch(/^\/customer\/view\/\w+$/));
  });

  it('never asks the customer list or the user list without their roles', async () => {
    const { user, sent } = renderPortal(<QuickFind />, { sandbox: { url, tokens }, user: { roles: ['DD_REPORT_TRANSACTION'] } });
    await user.type(await loaded(), '1234567890{Enter}');
    expect(await screen.findByText('No match for 1234567890', { selector: 'p' })).toBeVisible();
    const paths = sent.map((request) => request.path);
    expect(paths.some((path) => path.endsWith('/customerprofile/list') || path.endsWith('/ext/users'))).toBe(false);
    expect(paths.filter((path) => path.endsWith('/transaction/list')).length).toBeGreaterThan(0);
  });

  it('is not there for a user with nothing to find', () => {
    renderPortal(<QuickFind />, { sandbox: { url, tokens }, user: { roles: ['DD_REPORT_REGISTRATION'] } });
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says the find failed and keeps the text when the API is down', async () => {
    const { user } = renderPortal(<QuickFind />, { sandbox: { url: 'http://127.0.0.1:9', tokens } });
    await user.type(await loaded(), 'demo_full{Enter}');
    expect(await screen.findByText('Find did not finish: Service Unavailable', { selector: 'p' })).toBeVisible();
    expect(box()).toHaveValue('demo_full');
  });

  it('Escape closes the list, then clears the box', async () => {
    const { user } = renderPortal(<QuickFind />, { sandbox: { url, tokens } });
    await user.type(await loaded(), 'nobody-here{Enter}');
    expect(await screen.findByText('No match for nobody-here', { selector: 'p' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByText('No match for nobody-here', { selector: 'p' })).not.toBeVisible();
    expect(box()).toHaveValue('nobody-here');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('/ outside a text field focuses the box, and types nothing into it', async () => {
    const { user } = renderPortal(<QuickFind />, { sandbox: { url, tokens } });
    await loaded();
    await user.keyboard('/');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');
  });

  it('staff find transactions across merchants (the link names the merchant), customers and users only in the merchant in scope', async () => {
    const staffTokens = await signInTokens(url, DEMO_STAFF.maker.username);
    const across = renderPortal(<QuickFind />, { sandbox: { url, tokens: staffTokens }, user: STAFF_USER });
    await across.user.type(await loaded(), `${txnNumber}{Enter}`);
    await waitFor(() => expect(across.navigation.location).toBe(`/reports/transactions/view/${txnNumber}?merchantId=1000000001`));
    expect(across.sentTo('/transaction/list').every((request) => !('merchantId' in (request.body ?? {})))).toBe(true);
    expect(across.sent.some((request) => request.path.endsWith('/customerprofile/list') || request.path.endsWith('/ext/users'))).toBe(false);
    across.unmount();

    const merchant = { merchantId: '1000000001', merchantName: 'Chao Phraya Insurance PCL', merchantCode: 'CPINS' };
    const inScope = renderPortal(
      <MerchantScopeProvider defaultMerchant={merchant}>
        <QuickFind />
      </MerchantScopeProvider>,
      { sandbox: { url, tokens: staffTokens }, user: STAFF_USER },
    );
    await inScope.user.type(await loaded(), `${accountNumber}{Enter}`);
    await waitFor(() => expect(inScope.navigation.location).toMatch(/^\/customer\/view\/\w+$/));
    expect(inScope.sentTo('/customerprofile/list')[0]?.body).toMatchObject({ criteria: { merchantId: '1000000001', bankAccount: accountNumber } });
  });
});
