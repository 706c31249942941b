import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SegmentedChoice } from './segmented-choice';

type Measure = 'count' | 'amount';

function Controlled({ size }: { size?: 'sm' | 'md' }) {
  const [value, setValue] = useState<Measure>('count');
  return (
    <SegmentedChoice<Measure>
      label="Show"
      size={size}
      choices={[
        { value: 'count', label: 'Count' },
        { value: 'amount', label: 'Amount' },
      ]}
      value={value}
      onValueChange={setValue}
    />
  );
}

const meta = { title: 'Primitives/SegmentedChoice', component: Controlled } satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Beside form fields: the label above, the chosen segment filled. Clicking the other chooses it. */
export const Labelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Amount'));
    await expect(canvas.getByRole('radio', { name: 'Amount' })).toBeChecked();
  },
};

/** The small size a header uses (the language switch). */
export const Small: Story = { args: { size: 'sm' } };
