import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ErrorSummaryExample } from './test-kit/error-summary-example';

const meta = {
  title: 'Fields/ErrorSummary',
  component: ErrorSummaryExample,
  args: { filler: 0 },
} satisfies Meta<typeof ErrorSummaryExample>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After a failed submit: the heading and a link per invalid field, in the form's order. */
export const Failed: Story = {
  play: async ({ canvasElement }) => {
    const summary = await within(canvasElement).findByRole('region', { name: '3 fields need your attention.' });
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
  },
};

/** A link far from its field: following it scrolls the field into view and focuses it. */
export const LinkToAFarField: Story = {
  args: { filler: 30 },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole('region', { name: '3 fields need your attention.' });
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await expect(email.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
    await userEvent.click(within(summary).getByRole('link', { name: /^Email:/ }));
    await expect(email).toHaveFocus();
    await waitFor(() => expect(email.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    await expect(email.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** On a phone the lines wrap inside the summary; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: '3 fields need your attention.' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Every field valid: no summary at all. */
export const NothingToFix: Story = {
  args: { errors: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
