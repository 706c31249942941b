import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
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
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    await waitFor(() => expect(screen.getByText('Report downloaded')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Report downloaded')).not.toBeInTheDocument());
  },
};

export const Error: Story = {
  args: { type: 'error', title: 'Error', description: 'Error occured while downloading report' },
};
