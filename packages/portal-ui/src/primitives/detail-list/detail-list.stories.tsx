import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { DetailList } from './detail-list';

const LONG_EMAIL = 'prasert.boonmee.branch.staff.bangrak@cpins-payments.example';

const meta = {
  title: 'Primitives/DetailList',
  component: DetailList,
  args: {
    items: [
      { label: 'Username', value: 'prasert_cpin005' },
      { label: 'Email', value: LONG_EMAIL },
      { label: 'Contact Number', value: '0812345678' },
      { label: 'Note', value: '' },
    ],
  },
} satisfies Meta<typeof DetailList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Label beside value on a wide container; the 60-character email whole; an unset value a dash. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [username] = canvas.getAllByRole('term');
    const [value] = canvas.getAllByRole('definition');
    await expect(value!.getBoundingClientRect().left).toBeGreaterThan(username!.getBoundingClientRect().right);
    await expect(canvas.getByText(textsOf(globals.locale)('control.notSet'))).toBeInTheDocument();
  },
};

/** Labels above values on a phone; the long email wraps inside the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByText(LONG_EMAIL);
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(email.scrollWidth).toBeLessThanOrEqual(email.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
