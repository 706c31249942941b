import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { FilterPanelDemo } from './filter-panel-demo';

/** A list's filters in a FilterPanel: folded behind a button on a phone, shown as they are on a desktop. */
const meta = {
  title: 'Fields/FilterPanel',
  component: FilterPanelDemo,
  args: { onSearch: fn() },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof FilterPanelDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone: folded, the button first; Enter on the button shows the filters, a search folds
 * them again and the button counts the filter that now differs from its default.
 */
export const Phone: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t('control.filters') });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = canvas.getByRole('search');
    await expect(form).toBeVisible();

    await userEvent.type(within(form).getByLabelText(t('userList.username')), 'somchai');
    await userEvent.click(within(form).getByRole('button', { name: t('label.search') }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    const counted = await canvas.findByRole('button', { name: t('control.filtersActive', { count: 1 }) });
    await waitFor(() => expect(counted).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(counted).toHaveFocus();

    // Space opens it again, with the search applied.
    await userEvent.keyboard(' ');
    await expect(within(canvas.getByRole('search')).getByLabelText(t('userList.username'))).toHaveValue('somchai');
  },
};

/** A search refused at the fields keeps the filters open, with the error in view. */
export const PhoneRefused: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('control.filters') }));
    const form = canvas.getByRole('search');
    await userEvent.type(within(form).getByLabelText(t('userList.fullName')), 'R2D2');
    await userEvent.click(within(form).getByRole('button', { name: t('label.search') }));
    await expect(await within(form).findByText(t('userForm.fullNameFormat'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('control.filters') })).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Two filters differing from their defaults are counted on the folded button. */
export const PhoneTwoActive: Story = {
  args: { initial: { username: 'somchai', fullName: 'Somchai' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const toggle = within(canvasElement).getByRole('button', { name: t('control.filtersActive', { count: 2 }) });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a desktop the filters show as they always did: no button, the form in view. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals, args }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('control.filters') })).toBeNull();
    const form = canvas.getByRole('search');
    await expect(form).toBeVisible();
    await userEvent.type(within(form).getByLabelText(t('userList.username')), 'somchai');
    await userEvent.click(within(form).getByRole('button', { name: t('label.search') }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    // Still shown after the search.
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};
