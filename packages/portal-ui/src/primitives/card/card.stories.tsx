import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { title: 'User Manual', description: 'How to manage users and reports', children: 'Version 1.2, PDF' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'User Manual' })).toBeVisible();
  },
};
export const WithFooter: Story = { args: { footer: <a href="#download">Download</a> } };
export const BodyOnly: Story = { args: { title: undefined, description: undefined, children: 'Plain content' } };
