import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { TextField } from '../../primitives/text-field';
import { useFilterDraft } from '../../lists';
import { FilterButtons } from './filter-buttons';

/** A filter form as the reports build it: one field, its draft, and the buttons. */
function FilterForm({ onSearch }: { onSearch: (value: string) => void }) {
  const [applied, setApplied] = useState('');
  const { draft, setDraft, unapplied, commit } = useFilterDraft(applied);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        commit();
        setApplied(draft);
        onSearch(draft);
      }}
    >
      <TextField label="Merchant Reference" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <FilterButtons unapplied={unapplied} onReset={() => setDraft(applied)} />
    </form>
  );
}

const meta = {
  title: 'Fields/FilterButtons',
  component: FilterForm,
  args: { onSearch: fn() },
} satisfies Meta<typeof FilterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reset and Search; nothing changed, so no mark. */
export const Applied: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(within(canvasElement).queryByText(t('label.searchToApply'))).not.toBeInTheDocument();
  },
};

/** A changed filter is marked 'Search to apply' beside Search until it is searched (or changed back). */
export const Unapplied: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'REF');
    await expect(canvas.getByText(t('label.searchToApply'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('label.search') })).toHaveAccessibleDescription(t('label.searchToApply'));
    await userEvent.click(canvas.getByRole('button', { name: t('label.search') }));
    await expect(args.onSearch).toHaveBeenCalledWith('REF');
    await expect(canvas.queryByText(t('label.searchToApply'))).not.toBeInTheDocument();
  },
};
