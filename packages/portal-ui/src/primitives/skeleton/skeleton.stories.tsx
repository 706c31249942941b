import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingPage } from './loading-page';
import { Skeleton } from './skeleton';

const meta = { title: 'Primitives/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { width: '12rem', height: '1rem' } };
export const Paragraph: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading announcement" role="region" style={{ display: 'grid', gap: '0.5rem', maxWidth: '24rem' }}>
      <Skeleton height="1.25rem" width="60%" />
      <Skeleton height="1rem" />
      <Skeleton height="1rem" width="80%" />
    </div>
  ),
};

/** A detail page while it loads: its heading at once, six field-high rows and a status message. */
export const DetailPageLoading: Story = {
  render: () => <LoadingPage headingId="loading-heading" heading="Customer Detail" label="Loading..." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Customer Detail' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};
