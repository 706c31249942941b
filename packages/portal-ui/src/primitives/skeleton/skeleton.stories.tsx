import type { Meta, StoryObj } from '@storybook/react-vite';
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
