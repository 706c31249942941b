import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedChoice } from './segmented-choice';

function Measure() {
  const [value, setValue] = useState<'count' | 'amount'>('count');
  return (
    <SegmentedChoice
      label="Show"
      choices={[
        { value: 'count', label: 'Count' },
        { value: 'amount', label: 'Amount' },
      ]}
      value={value}
      onValueChange={setValue}
    />
  );
}

describe('SegmentedChoice', () => {
  it('is a radio group named by its label; Tab reaches the chosen one and the arrows choose', async () => {
    render(<Measure />);
    const group = screen.getByRole('radiogroup', { name: 'Show' });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Count' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Count' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Amount' })).toBeChecked();
  });

  it('keeps a hidden label for assistive technology only', () => {
    render(<SegmentedChoice label="Language" hideLabel choices={[{ value: 'en', label: 'English' }]} value="en" onValueChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    // Visually hidden: it takes no room on screen (one pixel at most), unlike the labelled group's label.
    expect(screen.getByText('Language').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });
});
