import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { FileUpload } from './file-upload';

const meta = {
  title: 'Primitives/FileUpload',
  component: FileUpload,
  args: { label: 'Customer file', accept: '.csv,text/csv', onFilesChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}><Story /></div>],
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Its own texts in the portal's language. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('upload.dropHint'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('upload.chooseFile') })).toBeVisible();
  },
};

export const WithFile: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const file = new File(['merchantId,accountNo\n1234567890,0123456789\n'], 'customers.csv', { type: 'text/csv' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onFilesChange).toHaveBeenLastCalledWith([file]));
    await expect(canvas.getByText('customers.csv')).toBeVisible();
    const remove = canvas.getByRole('button', { name: t('upload.removeFile', { name: 'customers.csv' }) });
    await expect(remove).toHaveTextContent(t('upload.remove'));
    await userEvent.click(remove);
    await waitFor(() => expect(canvas.queryByText('customers.csv')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = { args: { disabled: true } };
