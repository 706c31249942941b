import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { PageSection } from './page-section';

const meta = {
  title: 'Primitives/PageSection',
  component: PageSection,
  args: { heading: 'User', children: <p>The page's content sits below its heading.</p> },
} satisfies Meta<typeof PageSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A heading alone (a report with no action beside its title). */
export const HeadingOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'User' })).toBeVisible();
  },
};

/** An action at the end of the heading's line; on a phone it wraps below the heading. */
export const WithAction: Story = {
  args: { actions: <Button>New User</Button> },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'User' });
    await expect(within(region).getByRole('button', { name: 'New User' })).toBeVisible();
  },
};
