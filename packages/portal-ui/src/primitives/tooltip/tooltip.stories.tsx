import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Downloads the report as a text file',
    children: <Button variant="outline">Download</Button>,
    openDelay: 0,
  },
  decorators: [(Story) => <div style={{ paddingTop: '4rem' }}><Story /></div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Download' });
    await userEvent.hover(trigger);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Downloads the report as a text file'));
    await expect(trigger).toHaveAccessibleDescription('Downloads the report as a text file');
  },
};

export const Open: Story = { args: { open: true } };
