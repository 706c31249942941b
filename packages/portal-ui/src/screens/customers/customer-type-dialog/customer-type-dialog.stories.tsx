import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createPortalPaths, type PortalPaths } from '../../../provider/paths';
import { usePortal } from '../../../provider/portal-provider';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { CustomerTypeDialog } from './customer-type-dialog';

/** The path the story's memory navigation is at, so a play function sees where a choice led. */
function Location() {
  const { navigation } = usePortal();
  return <p data-testid="location">{navigation.usePathname()}</p>;
}

/** A host with a customer create screen: the choice leads there. */
const WITH_CREATE: PortalPaths = {
  ...createPortalPaths(),
  customerCreate: (type) => `/customer/create/${type === 'I' ? 'individual' : 'corporate'}`,
};

const meta = {
  title: 'Screens/Customers/CustomerTypeDialog',
  component: CustomerTypeDialog,
  parameters: { paths: undefined as PortalPaths | undefined },
  render: (_args, { parameters }) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} initialPath="/customer" paths={parameters.paths as PortalPaths | undefined}>
      <CustomerTypeDialog />
      <Location />
    </PortalHarness>
  ),
} satisfies Meta<typeof CustomerTypeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The merchant portal (no create route): New Customer opens the modal choice; Individual, then
 * Corporate, each says on screen that customers are created in the bank's staff portal. OK and
 * Escape close it, and focus returns to New Customer each time.
 */
export const WithoutCreateRoute: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const button = canvas.getByRole('button', { name: t('customerList.newCustomer') });

    for (const choice of ['label.individual', 'label.corporate'] as const) {
      await userEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: t('customerList.typeDialogTitle') });
      await expect(dialog).toHaveAccessibleDescription(t('customerList.typeDialogDescription'));
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await userEvent.click(within(dialog).getByRole('button', { name: t(choice) }));
      await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('customerList.createUnavailable'));
      const ok = within(dialog).getByRole('button', { name: t('label.ok') });
      await waitFor(() => expect(ok).toHaveFocus());
      await expect(within(dialog).queryByRole('button', { name: t(choice) })).not.toBeInTheDocument();
      if (choice === 'label.individual') await userEvent.keyboard('{Enter}');
      else await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(button).toHaveFocus());
    }
    await expect(canvas.getByTestId('location')).toHaveTextContent('/customer');
  },
};

/** The message itself, as the dialog shows it after a choice in a portal without a create route. */
export const CreateUnavailable: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('customerList.newCustomer') }));
    const dialog = await screen.findByRole('dialog', { name: t('customerList.typeDialogTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('label.corporate') }));
    await expect(within(dialog).getByRole('alert')).toBeVisible();
  },
};

/** A host with a create route: Corporate leads to its corporate create screen. */
export const WithCreateRouteCorporate: Story = {
  parameters: { paths: WITH_CREATE },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: t('customerList.newCustomer') }));
    const dialog = await screen.findByRole('dialog', { name: t('customerList.typeDialogTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('label.corporate') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('location')).toHaveTextContent('/customer/create/corporate');
  },
};

/** A host with a create route, by keyboard: Tab stays inside the dialog; Enter on Individual leads there. */
export const WithCreateRouteIndividualByKeyboard: Story = {
  parameters: { paths: WITH_CREATE },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    canvas.getByRole('button', { name: t('customerList.newCustomer') }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: t('customerList.typeDialogTitle') });
    const individual = within(dialog).getByRole('button', { name: t('label.individual') });
    await waitFor(() => expect(individual).toHaveFocus());
    // Individual, Corporate, Cancel, and round again: focus never leaves the modal.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t('label.cancel') })).toHaveFocus();
    await userEvent.tab();
    await expect(individual).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('location')).toHaveTextContent('/customer/create/individual');
  },
};
