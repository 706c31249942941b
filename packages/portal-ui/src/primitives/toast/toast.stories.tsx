import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { textsOf } from '../../test-support/story-texts';
import { Toaster, toaster } from './toast';

function Demo({ type, title, description }: { type: 'success' | 'error' | 'info' | 'warning'; title: string; description?: string }) {
  return (
    <>
      <Button onClick={() => toaster.create({ type, title, description })}>Notify</Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: Demo,
  args: { type: 'success', title: 'Report downloaded', description: 'transaction-report.csv' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    await waitFor(() => expect(screen.getByText('Report downloaded')).toBeVisible());
    await expect(screen.getByRole('region', { name: t('control.notifications') })).toContainElement(screen.getByText('Report downloaded'));
    await userEvent.click(screen.getByRole('button', { name: t('control.dismissNotification') }));
    await waitFor(() => expect(screen.queryByText('Report downloaded')).not.toBeInTheDocument());
  },
};

export const Error: Story = {
  args: { type: 'error', title: 'Error', description: 'Error occured while downloading report' },
};
