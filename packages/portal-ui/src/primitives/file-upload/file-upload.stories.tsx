import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './file-upload';

const meta = {
  title: 'Primitives/FileUpload',
  component: FileUpload,
  args: { label: 'Customer file', accept: '.csv,text/csv', onFilesChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}><Story /></div>],
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['merchantId,accountNo\n1234567890,0123456789\n'], 'customers.csv', { type: 'text/csv' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onFilesChange).toHaveBeenLastCalledWith([file]));
    await expect(canvas.getByText('customers.csv')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove customers.csv' }));
    await waitFor(() => expect(canvas.queryByText('customers.csv')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = { args: { disabled: true } };
