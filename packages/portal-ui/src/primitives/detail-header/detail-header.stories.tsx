import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { DetailList } from '../detail-list';
import { DetailHeader } from './detail-header';

const meta = {
  title: 'Primitives/DetailHeader',
  component: DetailHeader,
  args: {
    eyebrow: 'User Detail',
    title: 'Prasert Boonmee',
    badge: <Badge tone="success">Active</Badge>,
    meta: 'Create Date: 16/11/2026 13:04:52',
    actions: <Button variant="outline">Action</Button>,
  },
  render: (args) => (
    <section aria-labelledby="detail-heading" style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem' }}>
      <DetailHeader {...args} id="detail-heading" />
      <DetailList items={[{ label: 'Username', value: 'prasert_cpin005' }]} />
    </section>
  ),
} satisfies Meta<typeof DetailHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a desktop the actions sit at the end of the heading's line. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'User Detail Prasert Boonmee' });
    const action = canvas.getByRole('button', { name: 'Action' });
    await expect(action.getBoundingClientRect().top).toBeLessThan(heading.getBoundingClientRect().bottom);
  },
};

/** On a phone a long name wraps and the actions move under it, nothing scrolls sideways. */
export const PhoneWithLongName: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { title: 'Prasertsak Boonmeechaiwattanakul Srisawasdiwongsakul' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Action' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
