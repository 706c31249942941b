import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../../primitives/card';
import { FormIndex } from './form-index';

const PARTS = [
  { id: 'part-profile', label: 'Merchant Profile' },
  { id: 'part-contact', label: 'Merchant Contact Information' },
  { id: 'part-fees', label: 'Fee Profile' },
  { id: 'part-integration', label: 'Merchant Integration Information' },
];

const meta = {
  title: 'Fields/FormIndex',
  component: FormIndex,
  args: { label: 'Sections of this form', items: PARTS },
  render: (args) => (
    <form aria-label="Example" style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem' }}>
      <FormIndex {...args} />
      {args.items.map((part) => (
        <div key={part.id} id={part.id}>
          <Card title={part.label} headingLevel={2}>
            <div style={{ height: '900px' }}>
              <input aria-label={`${part.label} note`} />
            </div>
          </Card>
        </div>
      ))}
    </form>
  ),
} satisfies Meta<typeof FormIndex>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the start the first part is current; a link (by keyboard) takes the focus to its part's heading, now current. */
export const JumpToAPart: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: args.label });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Merchant Profile' })).toHaveAttribute('aria-current', 'location'));
    within(nav).getByRole('link', { name: 'Fee Profile' }).focus();
    await userEvent.keyboard('{Enter}');
    const heading = canvas.getByRole('heading', { level: 2, name: 'Fee Profile' });
    await expect(heading).toHaveFocus();
    // In view, below the index that now sticks at the top.
    await waitFor(() => expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(nav.getBoundingClientRect().bottom));
    await expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Fee Profile' })).toHaveAttribute('aria-current', 'location'));
    await expect(within(nav).getByRole('link', { name: 'Merchant Profile' })).not.toHaveAttribute('aria-current');
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/**
 * On a phone the links wrap into rows, each at least 24 px tall, nothing scrolls sideways. Marking
 * another part current changes no link's size: the rows do not re-wrap and push the form (or the
 * link under a finger) while the person scrolls.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, args }) => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const nav = within(canvasElement).getByRole('navigation', { name: args.label });
    const links = within(nav).getAllByRole('link');
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    const sizes = () => links.map((link) => `${link.textContent}: ${link.getBoundingClientRect().width}x${link.getBoundingClientRect().height}`);
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Merchant Profile' })).toHaveAttribute('aria-current', 'location'));
    const atTop = sizes();
    document.getElementById('part-integration')?.scrollIntoView({ block: 'start', behavior: 'instant' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Merchant Integration Information' })).toHaveAttribute('aria-current', 'location'));
    await expect(sizes()).toEqual(atTop);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};
