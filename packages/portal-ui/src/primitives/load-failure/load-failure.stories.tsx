import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { LoadFailure } from './load-failure';

const meta = {
  title: 'Primitives/LoadFailure',
  component: LoadFailure,
  args: { message: 'The user list could not be loaded: Service Unavailable', onRetry: fn() },
} satisfies Meta<typeof LoadFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reason and Retry. */
export const Failed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.message);
    await userEvent.click(canvas.getByRole('button', { name: textsOf(globals.locale)('label.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The retry on its way. */
export const Retrying: Story = { args: { retrying: true } };
