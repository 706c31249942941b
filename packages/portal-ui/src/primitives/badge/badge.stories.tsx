import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = { title: 'Primitives/Badge', component: Badge, args: { children: 'Active' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { tone: 'success', children: 'Active' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Pending approval' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Locked' } };
export const Info: Story = { args: { tone: 'info', children: 'Processing' } };
export const Neutral: Story = { args: { tone: 'neutral', children: 'Inactive' } };

/** Every tone side by side; the text, not the colour, carries the meaning. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <Badge tone="success">Active</Badge>
      <Badge tone="warning">Pending approval</Badge>
      <Badge tone="danger">Locked</Badge>
      <Badge tone="info">Processing</Badge>
      <Badge tone="neutral">Inactive</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending approval')).toBeVisible();
  },
};
