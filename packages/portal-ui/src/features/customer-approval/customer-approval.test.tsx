import type { TokenSet } from '@lego-portal/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CustomerApproval } from './customer-approval';
import { approvedCustomer, createActiveUser, DEMO_STAFF, listCustomers, signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../test-support/render-portal';
import { STAFF_USER } from '../../test-support/portal-harness';
import { chooseMerchant } from '../../merchant-scope/test-kit/choose-merchant';

const url = inject('sandboxUrl');
let tokens: TokenSet;
let staffTokens: TokenSet;
// The feature loads each screen lazily; its modules are transformed here once, as a browser
// would have the chunks cached, so the tests' waits measure the screens, not the compiler.
beforeAll(() => Promise.all([import('../../screens/customers/customer-list-screen/customer-list-screen'), import('../../screens/customers/customer-detail-screen/customer-detail-screen'), import('./customer-form-page'), import('../../merchant-scope')]), 60_000);
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  staffTokens = await signInTokens(url, DEMO_STAFF.maker.username);
});

const PREFIX = '/staff/customers';

// The customer form in jsdom takes seconds on a busy machine.
describe('CustomerApproval', { timeout: 60_000 }, () => {
  it('shows the list at its prefix; a customer opens under it, view only, and Back returns with the filters', async () => {
    const user = userEvent.setup();
    const { navigation } = renderPortal(<CustomerApproval prefix={PREFIX} />, { path: `${PREFIX}?currency=THB`, sandbox: { url, tokens } });
    const [first] = await within(await screen.findByRole('table', { name: 'Customers' })).findAllByRole('link');
    const detail = first!.getAttribute('href')!;
    expect(detail).toMatch(/^\/staff\/customers\/view\/\w+$/);
    await user.click(first!);
    expect(navigation.location).toBe(detail);
    const back = await screen.findByRole('button', { name: 'Back to Customer List' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(back);
    expect(navigation.location).toBe(`${PREFIX}?currency=THB`);
  });

  it("with allowCreate, New Customer's choice opens the create form under the prefix, and Cancel returns", async () => {
    const user = userEvent.setup();
    const { navigation } = renderPortal(<CustomerApproval prefix={PREFIX} allowCreate />, { path: PREFIX, sandbox: { url, tokens } });
    await user.click(screen.getByRole('button', { name: 'New Customer' }));
    await user.click(await screen.findByRole('button', { name: 'Corporate' }));
    expect(navigation.location).toBe(`${PREFIX}/create/corporate`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Profile Corporate Customer' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Corporate Customer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(navigation.location).toBe(PREFIX);
  });

  it('with allowUpdate, the detail offers Edit, which opens the update form under the prefix', async () => {
    const user = userEvent.setup();
    const maker = await createActiveUser(url, { grants: { customerProfile: 'Y' } });
    const customer = await approvedCustomer(url, maker.tokens, 'Nipa Feature', 'nipa.feature@example.com');
    const view = `${PREFIX}/view/${customer.custProfileId}`;
    const { navigation } = renderPortal(<CustomerApproval prefix={PREFIX} allowUpdate />, { path: view, sandbox: { url, tokens } });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(navigation.location).toBe(`${PREFIX}/update/${customer.custProfileId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Profile Nipa Feature' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('nipa.feature@example.com');
    expect(screen.getByRole('button', { name: 'Update Customer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard Edit' }));
    expect(navigation.location).toBe(view);
  });

  it('opens the detail instead of the update form of a customer whose change already waits for approval', async () => {
    const pending = (await listCustomers(url, tokens)).rows.find((customer) => customer.isPendingApproval === 'Y')!;
    const { navigation } = renderPortal(<CustomerApproval prefix={PREFIX} allowUpdate />, { path: `${PREFIX}/update/${pending.custProfileId}`, sandbox: { url, tokens } });
    await waitFor(() => expect(navigation.history).toEqual([`${PREFIX}/view/${pending.custProfileId}`]));
    expect(await screen.findByText('A change of this customer is waiting for approval.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('sends create without allowCreate, and any other path under the prefix, to not found', async () => {
    const { navigation } = renderPortal(<CustomerApproval prefix={PREFIX} allowUpdate />, { path: `${PREFIX}/create/individual`, sandbox: { url, tokens } });
    await waitFor(() => expect(navigation.location).toBe('/notfound'));
  });

  it('sends a session without the customer permission to unauthorized, showing no screen', async () => {
    const { navigation } = renderPortal(<CustomerApproval prefix={PREFIX} allowCreate allowUpdate />, { user: { roles: ['DD_ACCOUNT_USER'] }, path: PREFIX, sandbox: { url } });
    await waitFor(() => expect(navigation.location).toBe('/unauthorized'));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it("opens with the merchant picker for bank staff; the chosen merchant's customers are listed, and a new customer is of that merchant", async () => {
    const ui = <CustomerApproval prefix={PREFIX} allowCreate />;
    const { user, navigation, sentTo } = renderPortal(ui, { user: STAFF_USER, path: PREFIX, sandbox: { url, tokens: staffTokens } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Merchant' })).toBeInTheDocument();
    await chooseMerchant(user, 'Chao Phraya');
    await within(await screen.findByRole('table', { name: 'Customers' })).findAllByRole('link');
    expect(sentTo('/customerprofile/list').map((request) => (request.body?.criteria as { merchantId?: string } | undefined)?.merchantId)).toEqual(['1000000001']);
    await user.click(screen.getByRole('button', { name: 'New Customer' }));
    await user.click(await screen.findByRole('button', { name: 'Corporate' }));
    expect(navigation.location).toBe(`${PREFIX}/create/corporate`);
    expect(await screen.findByRole('textbox', { name: 'Merchant ID' })).toHaveValue('1000000001');
    // Still the chosen merchant's work: the bar names it above the form.
    expect(screen.getByRole('region', { name: 'Working on merchant' })).toHaveTextContent('Chao Phraya Insurance PCL');
  });
});
