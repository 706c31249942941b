import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { Spinner } from './spinner';

const meta = { title: 'Primitives/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status', { name: textsOf(globals.locale)('control.loading') })).toBeVisible();
  },
};
export const Small: Story = { args: { size: 'sm', label: 'Downloading report' } };
