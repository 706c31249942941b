import { MESSAGES_TH } from '@lego-portal/rules/th';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryNavigation } from '../../../provider/memory-navigation';
import { createPortalPaths, DEFAULT_PATHS, type PortalPaths } from '../../../provider/paths';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { TextsProvider } from '../../../texts/texts-context';
import { CustomerTypeDialog } from './customer-type-dialog';

const UNAVAILABLE =
  "Creating customers is not available in this portal. Customers are created in the bank's staff portal, and the change then waits here for approval.";

function renderDialog(paths?: PortalPaths, locale: 'en' | 'th' = 'en') {
  const navigation = createMemoryNavigation('/customer');
  render(
    <TextsProvider locale={locale}>
      <PortalHarness navigation={navigation} paths={paths} session={staticSession(FULL_ACCESS_USER)}>
        <CustomerTypeDialog />
      </PortalHarness>
    </TextsProvider>,
  );
  return navigation;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'New Customer') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('CustomerTypeDialog', () => {
  it('has no create route among the default paths (the merchant portal has no create screen)', () => {
    expect(DEFAULT_PATHS.customerCreate).toBeUndefined();
    expect(createPortalPaths('/merchant-admin').customerCreate).toBeUndefined();
  });

  it('offers Individual and Corporate in a modal that Cancel closes, focus back on New Customer', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription('Choose the type of customer to create.');
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Individual', 'Corporate', 'Cancel']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'New Customer' })).toHaveFocus());
  });

  it('says, without a create route, that customers are created in the staff portal; the next opening offers the choice again', async () => {
    const user = userEvent.setup();
    const navigation = renderDialog();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Individual' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    expect(navigation.location).toBe('/customer');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'New Customer' })).toHaveFocus());
    const again = await openDialog(user);
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Corporate' })).toBeInTheDocument();
  });

  it.each([
    ['Individual', 'I'],
    ['Corporate', 'C'],
  ] as const)("goes to the host's create route for %s", async (choice, type) => {
    const user = userEvent.setup();
    const navigation = renderDialog({ ...createPortalPaths(), customerCreate: (customerType) => `/customer/create?type=${customerType}` });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: choice }));
    expect(navigation.location).toBe(`/customer/create?type=${type}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks Thai', async () => {
    const user = userEvent.setup();
    renderDialog(undefined, 'th');
    const dialog = await openDialog(user, MESSAGES_TH['customerList.newCustomer']);
    await user.click(within(dialog).getByRole('button', { name: MESSAGES_TH['label.corporate'] }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES_TH['customerList.createUnavailable']);
  });
});
